/// The checks every request passes before it is routed: only the page this server served,
/// in a browser on this machine, may read the report or write references.
///
/// - **Host** must be `127.0.0.1:PORT` or `localhost:PORT`: a page on another site whose
///   name is re-pointed to 127.0.0.1 (DNS rebinding) sends its own name as Host, so it is
///   refused even though the browser thinks it is same-origin.
/// - **Origin**, when sent, must be this server's own origin (`http://` + the Host); a
///   write (POST) must send it. Browsers send Origin on every cross-site request and on
///   every POST, so a form or `fetch` from another site is refused before it is routed.
/// - **Sec-Fetch-Site**, when sent, must not be `cross-site` (a second opinion from the
///   browser on the same question).
/// - **The token** (query `token`) must match: it is only in the URL printed to the
///   terminal, so a page that guesses the port still cannot guess it.
///
/// Which methods each path takes is the routes' business (only POST writes).
public struct ReviewGate: Sendable {
    public var token: ReviewToken
    public var port: Int

    public init(token: ReviewToken, port: Int) {
        self.token = token
        self.port = port
    }

    /// The host names the server answers to, with the port: what Host may say.
    public var allowedHosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// Nil when `request` may proceed, else the refusal (403, saying which check failed).
    public func refusal(of request: ReviewRequest) -> ReviewResponse? {
        guard let host = request.headers["host"]?.lowercased(), allowedHosts.contains(host) else {
            let sent = request.headers["host"].map { "'\($0)'" } ?? "none"
            return .text(
                403,
                "refused: the Host header (\(sent)) is not \(allowedHosts.joined(separator: " or ")); "
                    + "the review answers only to its own address (a re-pointed name is how DNS rebinding reaches a local server)"
            )
        }
        let origin = "http://" + host
        if let sent = request.headers["origin"] {
            guard sent.lowercased() == origin else {
                return .text(
                    403, "refused: a request from another origin ('\(sent)'); only the review page at \(origin) may call it")
            }
        } else if request.method != "GET" && request.method != "HEAD" {
            return .text(403, "refused: a \(request.method) without an Origin header; only the review page may write")
        }
        if request.headers["sec-fetch-site"]?.lowercased() == "cross-site" {
            return .text(403, "refused: the browser says this request comes from another site")
        }
        guard token.matches(request.query["token"]) else {
            return .text(
                403,
                request.query["token"] == nil
                    ? "refused: no token; open the URL that render-cells review printed (it carries ?token=…)"
                    : "refused: wrong token; open the URL that render-cells review printed")
        }
        return nil
    }
}
