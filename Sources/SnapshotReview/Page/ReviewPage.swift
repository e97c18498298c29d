// The review page: one small HTML document whose style and script are served beside it
// (`/review.css`, `/review.js`, each in its own file here), so the page's content policy
// can forbid inline script. It shows the report's look (the `render-cells test` report's
// colours and cards) without sharing its code: the report is a file, this page talks to
// a server. Everything from the report reaches the DOM as text (`textContent`), never as
// markup: the report is a CI artefact a pull request controls.

/// The review page's markup, style and script.
enum ReviewPage {
    /// The page for `token` (carried in its links to the style and script, and read by the
    /// script from its own address for the API calls). It holds no word from the report:
    /// the script sets the title and every text from `/api/snapshots`.
    static func html(token: ReviewToken) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Review</title>
        <link rel="stylesheet" href="/review.css?token=\(token.value)">
        <script src="/review.js?token=\(token.value)" defer></script>
        </head>
        <body>
        <header>
        <div class="title"><h1 id="title">Review</h1><span id="verdict" class="verdict"></span></div>
        <p class="meta" id="meta"></p>
        <div class="actions"><button id="accept-all" class="primary" disabled>Accept all</button>
        <span id="status" role="status"></span></div>
        </header>
        <main id="snapshots"><p class="empty">Loading the report…</p></main>
        </body>
        </html>

        """
    }
}
