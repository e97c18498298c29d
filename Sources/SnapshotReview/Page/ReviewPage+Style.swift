extension ReviewPage {
    /// `/review.css`: the test report's palette and cards, three pictures a row.
    static let style = """
        :root { color-scheme: light; --text: #1c1c1e; --muted: #6c6c70; --line: #e5e5ea; --bg: #f2f2f7; --accent: #007aff; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text);
               font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", sans-serif; }
        header, main { padding-left: max(24px, calc((100% - 1240px) / 2)); padding-right: max(24px, calc((100% - 1240px) / 2)); }
        header { background: #fff; border-bottom: 1px solid var(--line); padding-top: 18px; padding-bottom: 14px;
                 position: sticky; top: 0; z-index: 2; }
        .title { display: flex; align-items: center; gap: 12px; }
        h1 { font-size: 20px; margin: 0; }
        .verdict { border-radius: 6px; padding: 2px 10px; font-weight: 600; background: var(--c-bg); color: var(--c-fg); }
        .meta { color: var(--muted); margin: 6px 0 10px; }
        .actions { display: flex; align-items: center; gap: 12px; }
        #status { color: var(--muted); }
        main { padding-top: 16px; padding-bottom: 40px; }
        button { font: inherit; font-size: 13px; border: 1px solid #d1d1d6; background: #fff; color: var(--text);
                 border-radius: 7px; padding: 5px 14px; cursor: pointer; }
        button:hover:not(:disabled) { background: #f2f2f7; }
        button:disabled { opacity: .45; cursor: default; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
        button.primary:hover:not(:disabled) { background: #0062cc; }
        .failed { --c-bg: #ffe4e1; --c-fg: #c4141b; }
        .missing { --c-bg: #ffefd6; --c-fg: #9c5100; }
        .error { --c-bg: #ffe1eb; --c-fg: #ad0f3e; }
        .orphaned { --c-bg: #e9e9ee; --c-fg: #55555c; }
        .accepted { --c-bg: #dff5e5; --c-fg: #1d7a38; }
        .rejected { --c-bg: #e9e9ee; --c-fg: #55555c; }
        .pending { --c-bg: #e0eeff; --c-fg: #0058c4; }
        .card { background: #fff; border-radius: 12px; margin: 0 0 14px; padding: 14px 18px 14px;
                box-shadow: 0 1px 2px rgba(0, 0, 0, .06); border-left: 5px solid var(--c-fg); }
        .card-head { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
        .card-head h2 { font-size: 15px; margin: 0; flex: 1; overflow-wrap: anywhere; }
        .badge { border-radius: 6px; padding: 1px 8px; font-size: 12.5px; font-weight: 600; background: var(--c-bg); color: var(--c-fg); }
        .path { color: var(--muted); font-size: 12.5px; margin: 2px 0 8px; overflow-wrap: anywhere; }
        .message { white-space: pre-wrap; font: 12.5px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; background: #f6f6f9;
                   border: 1px solid var(--line); border-radius: 7px; padding: 8px 10px; margin: 8px 0; max-height: 14em; overflow: auto; }
        .note, .problem { margin: 8px 0 0; }
        .problem { color: #c4141b; font-weight: 600; }
        .panes { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; margin-top: 8px; }
        figure { margin: 0; background: #d1d1d6; border-radius: 8px; padding: 6px; text-align: center; }
        figure img { max-width: 100%; max-height: 520px; display: block; margin: 0 auto; image-rendering: auto; }
        figcaption { font-size: 12px; font-weight: 600; color: #3a3a3c; margin-bottom: 4px; }
        .card.accepted .panes, .card.rejected .panes { opacity: .55; }
        .empty { color: var(--muted); }
        """
}
