import Foundation
import SnapshotReview
import Testing

/// Accept never leaves a reference and its manifest disagreeing (D4), and a report's picture
/// is refused by its header before its pixels are decoded (M4).
@Suite struct ReviewAcceptSafetyTests {
    /// A manifest that cannot be replaced (a folder where the file should be) fails the
    /// accept before the reference is replaced: the decision and the picture stay as they were.
    @Test func aManifestThatCannotBeWrittenLeavesTheReference() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let reference = f.checkout + "/" + ReviewFixture.references[1]
        let before = f.bytes(reference)
        let manifest = f.checkout + "/specs/__Snapshots__/manifest.json"
        try FileManager.default.removeItem(atPath: manifest)
        try FileManager.default.createDirectory(atPath: manifest, withIntermediateDirectories: false)
        let session = try f.session()
        let error = try #require(throws: ReviewError.self) { try session.accept(ReviewFixture.ids[1]) }
        #expect(error.status == 422, "\(error)")
        #expect(f.bytes(reference) == before)
        #expect(session.decision(ReviewFixture.ids[1]) == .pending)
    }

    /// A picture whose header claims more pixels than a picture may have is refused from its
    /// header (a 2 MB 16384² 16-bit PNG decoded to 1 GiB before).
    @Test func anOversizedPictureIsRefusedByItsHeader() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let actual = f.report + "/specs/wifi.png"
        var png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: actual)))
        // IHDR's width and height (bytes 16–23): 40000 x 40000, over the picture limit.
        for offset in [16, 20] { png.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0x9C, 0x40]) }
        try Data(png).write(to: URL(fileURLWithPath: actual))
        let before = f.bytes(f.checkout + "/" + ReviewFixture.references[1])
        let session = try f.session()
        let error = try #require(throws: ReviewError.self) { try session.accept(ReviewFixture.ids[1]) }
        #expect(error.status == 422 && error.description.contains("40000 x 40000"), "\(error)")
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[1]) == before)
    }

    /// Accept all answers when it is done, however long the writing takes: the server's
    /// timeouts bound reading a request and sending an answer, never the work between (over
    /// FlyingFox, 1,920 failures answered 500 after 30 s with every reference written). Here
    /// every timeout is 10 ms, well under the two accepts' decoding and writing.
    @Test func acceptAllAnswersWhenDoneWhateverTheTimeouts() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let limits = ReviewServer.Limits(idleTimeout: 0.01, requestTimeout: 0.01, writeTimeout: 0.01)
        let server = ReviewServer(session: try f.session(), limits: limits) { _ in }
        try await server.start()
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        let all = try await RawHTTP.fetch(
            port: port, method: "POST", target: "/api/accept-all?token=\(server.token.value)",
            headers: ["Origin": "http://127.0.0.1:\(port)", "Content-Type": "application/json"], body: Array("{}".utf8))
        #expect(all.status == 200, "\(all.status) \(all.text)")
        #expect(all.text.contains(#""accepted":["specs/bluetooth.yaml#default","specs/wifi.yaml#default"]"#), "\(all.text)")
    }
}
