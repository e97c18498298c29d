// A click shows a panel at one device pixel per screen pixel, and back.
for (const img of document.querySelectorAll('img')) {
  img.addEventListener('click', () => {
    const zoomed = img.classList.toggle('zoomed');
    img.style.width = zoomed ? (img.naturalWidth / (window.devicePixelRatio || 1)) + 'px' : '';
    img.style.height = zoomed ? (img.naturalHeight / (window.devicePixelRatio || 1)) + 'px' : '';
  });
}
