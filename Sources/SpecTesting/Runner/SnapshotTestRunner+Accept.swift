import Foundation
import ListSpec
import RenderCells
import SafeIO
import SnapshotCore

extension SnapshotTestRunner {
    /// Makes `png` (a failure's actual picture from a report) the reference at
    /// `referencePath` and sets its manifest entry, as a run that recorded it would have:
    /// the inputs from the spec file at `specFile` (its bytes now), `variant` and the font
    /// record the picture carries; the pixels and file fingerprints of the file written.
    ///
    /// The file written is not `png` itself but the picture it holds (pixels, layout, fonts,
    /// design) encoded again as `--record` encodes it: a report writes its pictures at the
    /// fast setting, and a reference must be byte for byte what recording the same render
    /// gives, whichever way it came (a test checks it). Bytes that are not a readable PNG
    /// are never written.
    ///
    /// Checking that `referencePath` is where this runner keeps that spec variant's
    /// reference, and inside the checkout, is the caller's job (`render-cells review` does it).
    public static func acceptReference(
        png: [UInt8], referencePath: String, specFile: String,
        variant: SpecVariant
    ) throws {
        let picture = try SnapshotPicture(png: png)
        // Decoding gives back exactly the pixels and text that were encoded (PNGEncoder.encode
        // says why for the pixels), so this is the file `--record` wrote or would write.
        let reference = try picture.pngData()
        let folder = (referencePath as NSString).deletingLastPathComponent
        let name = ((referencePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let runner = SnapshotTestRunner(options: SnapshotTestOptions(paths: [], workingDirectory: folder))
        let inputs = runner.inputsHash(
            specHash: SHA256.hexDigest(ofFileAt: specFile) ?? specFile, variant: variant,
            fonts: picture.fonts)
        let entry = SnapshotManifest.Entry(
            inputs: inputs, pixels: PixelHash.hex(of: picture.pixmap),
            file: PixelHash.hex(ofBytes: reference))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var manifest = SnapshotManifest.load(from: folder).manifest
        manifest.snapshots[name] = entry
        // The picture and its manifest entry together or neither: a manifest that cannot be
        // replaced leaves the old reference in place, never a new picture the manifest
        // does not know (answered as a failure although the reference had changed).
        try AtomicFile.write([(referencePath, reference), (folder + "/" + SnapshotManifest.fileName, try manifest.encoded())])
    }
}
