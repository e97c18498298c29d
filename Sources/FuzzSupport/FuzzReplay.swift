import Foundation
import SafeIO

// What the fuzz targets share. Each target is one function from bytes to nothing that
// must never crash, hang or allocate without bound. Built by `scripts/fuzz` with
// `--sanitize=fuzzer -DFUZZING`, libFuzzer supplies `main` and calls the function through
// `LLVMFuzzerTestOneInput`; built normally (as every `swift build` does), the target is a
// replay tool that runs the function over the files it is given, so a crash libFuzzer
// found can be rerun and debugged without the fuzzer.

/// Runs `body` over the bytes of every file named on the command line (folders: every file
/// in them), printing one line per input, and exits 0 when all returned.
public func replayInputs(_ body: ([UInt8]) -> Void) {
    var paths: [String] = []
    for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("replay: no such file: \(argument)\n".utf8))
            exit(64)
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            paths += names.sorted().map { argument + "/" + $0 }
        } else {
            paths.append(argument)
        }
    }
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        body([UInt8](data))
        print("ok \(path)")
    }
}

/// A target's replay tool, the one `main` of every target: `@main` on a type that gives the
/// target's function as `fuzz`, so each target states only what differs.
public protocol FuzzReplay {
    /// The target: bytes to nothing, never crashing, hanging or allocating without bound.
    static func fuzz(_ bytes: [UInt8])
}

extension FuzzReplay {
    /// Replays the files named on the command line (``replayInputs(_:)``).
    public static func main() { replayInputs(fuzz) }
}

/// What `LLVMFuzzerTestOneInput` does for every target: `body` over the input's bytes, and
/// 0 (libFuzzer's "keep going"; a finding is a crash, never a return value).
public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int, _ body: ([UInt8]) -> Void) -> CInt {
    body(fuzzInput(data, size))
    return 0
}

/// The bytes libFuzzer hands a target, copied into an array.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A scratch folder for targets that work on files, made once per process and removed when
/// it exits: on tmpfs (`/dev/shm`) when there is one, so the writes' fsync costs nothing, else
/// in the system's temporary folder. Inputs only ever name files inside it.
public func fuzzScratchFolder(_ name: String) -> String {
    var isDirectory: ObjCBool = false
    let root =
        FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
        ? "/dev/shm/" : NSTemporaryDirectory()
    let folder = root + "render-cells-\(name)-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    scratchFolders.withLock { folders in
        if folders.isEmpty {
            atexit { for folder in scratchFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) } }
        }
        folders.append(folder)
    }
    return folder
}

/// The scratch folders this process made, removed at exit.
private let scratchFolders = Locked<[String]>([])
