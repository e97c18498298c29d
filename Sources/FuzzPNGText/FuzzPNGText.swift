import FuzzSupport
import Raster
import SnapshotCore

// Fuzz target: bytes through the PNG text-chunk reader (every chunk, then only a reference's
// two keywords, within the per-chunk and per-file inflate budgets), a reference's reader
// (pixels and text together), and the writer: text that was read is written into a small
// PNG again and must read back the same.

/// A 1 x 1 PNG to write text into.
let blank: [UInt8] = (try? PNGEncoder().encode(Pixmap(width: 1, height: 1)!)) ?? []

func fuzzPNGText(_ bytes: [UInt8]) {
    let all = try? PNGText.entries(in: bytes)
    let wanted = try? PNGText.entries(in: bytes, keywords: [SnapshotPicture.layoutKeyword, SnapshotPicture.fontsKeyword])
    if let all {
        precondition(all.values.allSatisfy { $0.utf8.count <= 2 * PNGText.maxTextBytes })  // Latin-1 at most doubles
        // Reading a subset never finds other text than reading everything.
        if let wanted { precondition(wanted.allSatisfy { all[$0.key] == $0.value }) }
        // What was read, written again (the keywords the writer accepts), reads back the same.
        let writable = all.filter { (try? PNGText.inserting([$0.key: ""], into: blank)) != nil }
            .filter { $0.value.utf8.count <= 1 << 20 }
        if let png = try? PNGText.inserting(writable, into: blank) {
            precondition((try? PNGText.entries(in: png)) == writable, "text did not survive writing")
        }
    }
    if let picture = try? SnapshotPicture(png: bytes) {
        precondition(picture.pixmap.data.count == picture.pixmap.width * picture.pixmap.height * 4)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGTextEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzPNGText) }

#if !FUZZING
    @main struct FuzzPNGTextReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzPNGText(bytes) } }
#endif
