import Foundation
import FuzzSupport
import SnapshotCore
import SpecTesting

// Fuzz target: bytes as a shard's results.json, merged by `merge-reports` into a scratch
// folder, then the HTML and JUnit reports written straight from the decoded run.
//
// The scratch project holds a shard with a real picture, a link to a "secret" file outside
// it and a link to a folder outside it, and a "victim" file beside the shard. Whatever the
// input, the secret's bytes never reach the merged page, the secret and the victim are never
// changed, every picture of the merged results is a regular file inside the merged folder,
// every accept command copies from the merged folder, and no page gets a script of the input's.

let root = fuzzScratchFolder("report")
let project = root + "/project"
let shard = project + "/shard"
let merged = project + "/merged"
let secret = Array("FUZZ-SECRET-BYTES".utf8)
let victim = Array("FUZZ-VICTIM".utf8)
let secretInPage = Data(secret).base64EncodedString()

let prepared: Bool = {
    let fm = FileManager.default
    for folder in [shard + "/pics", root + "/outside"] {
        try? fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    fm.createFile(atPath: root + "/outside/secret.png", contents: Data(secret))
    fm.createFile(atPath: project + "/victim.png", contents: Data(victim))
    fm.createFile(atPath: shard + "/pics/a.png", contents: Data("PNG".utf8))
    try? fm.createSymbolicLink(atPath: shard + "/pics/link.png", withDestinationPath: root + "/outside/secret.png")
    try? fm.createSymbolicLink(atPath: shard + "/out", withDestinationPath: root + "/outside")
    return true
}()

/// `<script` tags in a page: the report's own one, and never one from the input.
func scripts(_ html: String) -> Int { html.components(separatedBy: "<script").count - 1 }
let pageScripts = scripts(
    SnapshotTestRun(
        tool: "", recordMode: "never", tolerance: "exact", shards: [], results: [],
        milliseconds: 0
    ).html(embed: { _ in nil }, link: { $0 }))

func fuzzReport(_ bytes: [UInt8]) {
    precondition(prepared)
    let fm = FileManager.default
    fm.createFile(atPath: shard + "/results.json", contents: Data(bytes))
    if let run = try? SnapshotReportFolder.merge([shard], into: merged, base: project) {
        let mergedReal = URL(fileURLWithPath: merged).resolvingSymlinksInPath().path
        for r in run.results {
            for path in [r.actual, r.diff, r.threePane, r.referenceCopy].compactMap({ $0 }) {
                var info = stat()
                precondition(lstat(merged + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(path)")
                let real = URL(fileURLWithPath: merged + "/" + path).resolvingSymlinksInPath().path
                precondition(real.hasPrefix(mergedReal + "/"), "\(path) is outside the merged folder")
            }
            if let accept = r.acceptCommand {
                precondition(accept.hasPrefix(r.spec == nil ? "cp 'merged/" : "render-cells accept 'merged' '"), accept)
            }
        }
        let page = (try? String(contentsOfFile: merged + "/index.html", encoding: .utf8)) ?? ""
        precondition(!page.isEmpty && !page.contains(secretInPage), "the secret reached the page")
        precondition(scripts(page) == pageScripts, "a script from the input")
    }
    precondition(fm.contents(atPath: root + "/outside/secret.png") == Data(secret), "the secret was changed")
    precondition(fm.contents(atPath: project + "/victim.png") == Data(victim), "the victim was changed")
    // The writers on their own, from the decoded run.
    if let run = try? SnapshotTestRun.decode(bytes, file: "results.json") {
        precondition(scripts(run.html(embed: { _ in secret }, link: { $0 })) == pageScripts, "a script from the input")
        _ = run.junitXML()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzReport) }

#if !FUZZING
    @main struct FuzzReportReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzReport(bytes) } }
#endif
