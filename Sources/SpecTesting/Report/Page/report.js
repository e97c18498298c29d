// The test report's behaviour (index.html): the status and name filters, fitting the pictures
// to the card (or one image pixel per device pixel), the comparison modes, copying commands, and
// the page state a link can carry (#mode=slider&slider=30, #zoom=1, #show=failed).
//
// Plain script, no modules or fetches (file:// pages may not load either); inlined into the
// page when it is written. Pictures are sized by one scale per view so the reference and
// actual line up pixel for pixel when stacked.
(() => {
  'use strict';
  const cards = [...document.querySelectorAll('.card')];
  const boxes = [...document.querySelectorAll('.filters input[type=checkbox]')];
  const query = document.getElementById('query');

  // Fits a view's pictures to its width (never above one image pixel per CSS pixel) or,
  // zoomed, shows one image pixel per device pixel.
  function fit(view) {
    if (view.offsetParent === null) return;
    const zoomed = view.querySelector('.zoom input').checked;
    view.classList.toggle('zoomed', zoomed);
    const images = [...view.querySelectorAll('img.px')];
    const visible = images.filter(i => i.naturalWidth > 0 && getComputedStyle(i.closest('figure')).display !== 'none');
    if (visible.length === 0) return;
    const mode = view.dataset.mode;
    let scale = 1 / (window.devicePixelRatio || 1);
    if (!zoomed) {
      const stacked = mode === 'slider' || mode === 'onion';
      const widths = visible.map(i => i.naturalWidth);
      const need = stacked ? Math.max(...widths) : widths.reduce((a, b) => a + b, 0);
      const room = view.querySelector('.stage').clientWidth - (stacked ? 0 : 12 * (visible.length - 1));
      scale = Math.min(1, room / need);
      if (mode === 'single') scale = Math.min(scale, 420 / Math.max(...visible.map(i => i.naturalHeight)));
    }
    for (const i of images) {
      if (i.naturalWidth === 0) continue;
      i.style.width = (i.naturalWidth * scale) + 'px';
      i.style.height = (i.naturalHeight * scale) + 'px';
    }
    if (view.update) view.update();
  }

  function fitCard(card) { for (const v of card.querySelectorAll('.view')) fit(v); }

  function applyFilters() {
    const on = new Set(boxes.filter(b => b.checked).map(b => b.value));
    const q = query.value.trim().toLowerCase();
    let shown = 0;
    for (const card of cards) {
      const show = on.has(card.dataset.status) && (q === '' || card.dataset.name.includes(q));
      card.hidden = !show;
      if (show) { shown += 1; fitCard(card); }
    }
    document.getElementById('empty').hidden = shown > 0 || cards.length === 0;
  }
  for (const b of boxes) b.addEventListener('change', applyFilters);
  query.addEventListener('input', applyFilters);

  for (const view of document.querySelectorAll('.compare')) {
    const actual = view.querySelector('.act img');
    const edge = view.querySelector('.edge');
    const slide = view.querySelector('.slide');
    const fade = view.querySelector('.fade');
    const buttons = [...view.querySelectorAll('.modes button')];
    // The actual over the reference: cut at the slider, or faded by the onion-skin range.
    view.update = () => {
      const mode = view.dataset.mode;
      actual.style.clipPath = mode === 'slider' ? 'inset(0 ' + (100 - slide.value) + '% 0 0)' : '';
      actual.style.opacity = mode === 'onion' ? String(fade.value / 100) : '';
      edge.style.left = (actual.offsetWidth * slide.value / 100) + 'px';
      edge.style.height = actual.offsetHeight + 'px';
    };
    for (const b of buttons) {
      b.addEventListener('click', () => {
        view.dataset.mode = b.dataset.mode;
        for (const o of buttons) o.setAttribute('aria-pressed', String(o === b));
        fit(view);
        view.update();
      });
    }
    slide.addEventListener('input', view.update);
    fade.addEventListener('input', view.update);
  }

  for (const view of document.querySelectorAll('.view')) {
    view.querySelector('.zoom input').addEventListener('change', () => fit(view));
    for (const i of view.querySelectorAll('img.px')) i.addEventListener('load', () => fit(view));
  }

  for (const button of document.querySelectorAll('button.copy')) {
    button.addEventListener('click', async () => {
      const code = button.parentElement.querySelector('code');
      let copied = false;
      try {
        await navigator.clipboard.writeText(code.textContent);
        copied = true;
      } catch (e) {
        // file:// pages may not get the clipboard API: copy the selected text instead.
        const range = document.createRange();
        range.selectNodeContents(code);
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        try { copied = document.execCommand('copy'); } catch (e2) { copied = false; }
      }
      button.textContent = copied ? 'Copied' : 'Press Ctrl+C';
      setTimeout(() => { button.textContent = 'Copy'; }, 1500);
    });
  }

  // Browser zoom changes devicePixelRatio and fires resize: refit so zoomed views stay exact.
  window.addEventListener('resize', () => { for (const card of cards) if (!card.hidden) fitCard(card); });
  applyFilters();

  // A link can open the page in a given state, as if clicked: #mode=slider&slider=30,
  // #mode=onion&fade=40, #zoom=1, #show=passed,failed. Reviewers share such links; the
  // browser test drives the page through them.
  function applyHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    const show = p.get('show');
    if (show !== null) {
      const wanted = new Set(show.split(','));
      for (const b of boxes) b.checked = wanted.has(b.value);
      applyFilters();
    }
    for (const view of document.querySelectorAll('.compare')) {
      const mode = p.get('mode');
      const button = mode && view.querySelector('.modes button[data-mode="' + mode + '"]');
      if (button) button.click();
      for (const [key, selector] of [['slider', '.slide'], ['fade', '.fade']]) {
        const input = view.querySelector(selector);
        if (p.get(key) !== null && input) {
          input.value = p.get(key);
          input.dispatchEvent(new Event('input'));
        }
      }
    }
    if (p.get('zoom') !== null) {
      for (const z of document.querySelectorAll('.zoom input')) {
        z.checked = p.get('zoom') === '1';
        z.dispatchEvent(new Event('change'));
      }
    }
  }
  window.addEventListener('hashchange', applyHash);
  applyHash();
})();
