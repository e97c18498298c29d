import Foundation
import SnapshotCore
import SnapshotReview
import SpecTesting
import Testing

/// The server end to end, in process, on a free port: the page, its pictures, accept one,
/// accept all, and the refusals, over real HTTP.
@Suite struct ReviewServerTests {
    @Test func acceptOneThenAllOverHTTP() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let token = ReviewToken()
        let server = try ReviewServer(session: try f.session(), port: 0, token: token)
        try await server.start()
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        let t = "token=\(token.value)"
        let origin = ["Origin": "http://127.0.0.1:\(port)"]
        func post(
            _ path: String, _ json: String, headers: [String: String] = origin, target: String? = nil,
            host: String? = nil
        ) async throws -> RawHTTP.Answer {
            try await RawHTTP.fetch(
                port: port, method: "POST", target: target ?? "\(path)?\(t)", host: host,
                headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
                body: Array(json.utf8))
        }

        // The page, with the protective headers, and a picture by id.
        let page = try await RawHTTP.fetch(port: port, target: "/?\(t)")
        #expect(page.status == 200)
        #expect(page.text.contains("/review.js?\(t)"))
        #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
        #expect(page.headers["cache-control"] == "no-store")
        // Its style is the test report's palette and its own rules; its script its own file.
        let style = try await RawHTTP.fetch(port: port, target: "/review.css?\(t)")
        #expect(style.status == 200 && style.text.hasPrefix(ReportPageResources.palette))
        #expect(style.text.contains(".panes {") && style.text.contains(".failed {"))
        let script = try await RawHTTP.fetch(port: port, target: "/review.js?\(t)")
        #expect(script.status == 200 && script.text.contains("async function call(path, body)"))
        let picture = try await RawHTTP.fetch(port: port, target: "/api/picture?id=specs/wifi.yaml%23default&kind=actual&\(t)")
        #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
        #expect(PixelHash.hex(ofBytes: picture.body) == f.bytes(f.report + "/specs/wifi.png"))
        let listing = try await RawHTTP.fetch(port: port, target: "/api/snapshots?\(t)")
        #expect(listing.text.contains("\"id\":\"specs/wifi.yaml#default\""))

        // Refused before anything is written: no token, a wrong token, another origin, another
        // Host (DNS rebinding), no Origin on a write, a GET that would write, a form post, a
        // path outside, an id that is not in results.json.
        let references = ReviewFixture.references.map { f.bytes(f.checkout + "/" + $0) }
        let wifi = #"{"id":"specs/wifi.yaml#default"}"#
        let refusals: [(String, RawHTTP.Answer, Int)] = [
            ("no token", try await post("", wifi, target: "/api/accept"), 403),
            ("wrong token", try await post("", wifi, target: "/api/accept?token=\(String(token.value.reversed()))"), 403),
            ("another origin", try await post("/api/accept", wifi, headers: ["Origin": "http://evil.example"]), 403),
            (
                "another host",
                try await post(
                    "/api/accept", wifi, headers: ["Origin": "http://evil.example:\(port)"],
                    host: "evil.example:\(port)"), 403
            ),
            ("no origin", try await post("/api/accept", wifi, headers: [:]), 403),
            ("GET to write", try await RawHTTP.fetch(port: port, target: "/api/accept?\(t)"), 405),
            (
                "form post",
                try await RawHTTP.fetch(
                    port: port, method: "POST", target: "/api/accept?\(t)",
                    headers: origin.merging(["Content-Type": "application/x-www-form-urlencoded"]) { a, _ in a },
                    body: Array("id=specs/wifi.yaml%23default".utf8)), 415
            ),
            ("path outside", try await post("/api/accept", #"{"id":"../../../etc/passwd"}"#), 404),
            (
                "picture outside",
                try await RawHTTP.fetch(port: port, target: "/api/picture?id=../../etc/passwd&kind=actual&\(t)"), 404
            ),
            ("raw path", try await RawHTTP.fetch(port: port, target: "/../../etc/passwd?\(t)"), 404)
        ]
        for (what, answer, status) in refusals {
            #expect(answer.status == status, "\(what): \(answer.status) \(answer.text)")
        }
        #expect(ReviewFixture.references.map { f.bytes(f.checkout + "/" + $0) } == references)

        // Accept one: exactly that reference changes.
        let accepted = try await post("/api/accept", wifi)
        #expect(accepted.status == 200, "\(accepted.text)")
        #expect(accepted.text.contains(#""wrote":"specs/__Snapshots__/wifi.png""#))
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[1]) == f.accepted(f.report + "/specs/wifi.png"))
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[0]) == references[0])
        // Accept all: the rest.
        let all = try await post("/api/accept-all", "{}")
        #expect(all.status == 200)
        #expect(all.text.contains(#""accepted":["specs/bluetooth.yaml#default"]"#), "\(all.text)")
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[0]) == f.accepted(f.report + "/specs/bluetooth.png"))
    }
}
