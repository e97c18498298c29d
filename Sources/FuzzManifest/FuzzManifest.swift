import Foundation
import FuzzSupport
import SafeIO
import SpecTesting

// Fuzz target: bytes as a references folder's manifest.json, read as a test run reads it (a
// regular file of bounded size, JSON, a known version). A manifest that cannot be used gives
// an empty one and a warning with no raw control character in it; one that was read is
// written back and must read back as written (version 2, without a version-1 file's entries).

let folder = fuzzScratchFolder("manifest")

func fuzzManifest(_ bytes: [UInt8]) {
    let path = folder + "/" + SnapshotManifest.fileName
    try? FileManager.default.removeItem(atPath: path)
    precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let (manifest, problem) = SnapshotManifest.load(from: folder)
    if let problem {
        precondition(manifest == SnapshotManifest(), "a manifest with a problem was used")
        precondition(!problem.unicodeScalars.contains(where: TerminalText.needsEscaping), "a raw control character")
        return
    }
    do {
        try manifest.write(to: folder)
    } catch {
        preconditionFailure("a manifest that was read could not be written: \(error)")
    }
    let again = SnapshotManifest.load(from: folder)
    precondition(again.problem == nil && again.manifest == manifest.written, "the manifest did not survive writing")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzManifest) }

#if !FUZZING
    @main struct FuzzManifestReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzManifest(bytes) } }
#endif
