import Foundation
import Raster
import Typesetting

/// Checks pictures against reference PNGs in a folder, with swift-snapshot-testing's
/// record semantics, comparing decoded pixels (never PNG bytes).
///
/// On a mismatch the actual picture and a difference picture are written to
/// `failureDirectory` as `<name>.actual.png` and `<name>.diff.png`.
public struct SnapshotVerifier: Sendable {
    public var referenceDirectory: String
    public var failureDirectory: String
    public var recordMode: SnapshotRecordMode
    public var encoder: PNGEncoder

    public init(referenceDirectory: String, failureDirectory: String,
                recordMode: SnapshotRecordMode = .fromEnvironment(ProcessInfo.processInfo.environment),
                encoder: PNGEncoder = PNGEncoder()) {
        self.referenceDirectory = referenceDirectory
        self.failureDirectory = failureDirectory
        self.recordMode = recordMode
        self.encoder = encoder
    }

    /// Compares `pixmap` with the reference `<name>.png`; `tolerance` is the largest
    /// per-channel difference allowed (0 unless a caller says why). When `fonts` is given,
    /// the fonts are recorded beside the reference (`<name>.fonts.json`) and checked first.
    public func verify(_ pixmap: Pixmap, named name: String, tolerance: Int = 0,
                       fonts: [FontFileInfo]? = nil) -> SnapshotOutcome {
        guard SnapshotVerifier.isValidName(name) else {
            return .failed(message: "invalid snapshot name '\(name)': use letters, digits, '-', '_' and '.'")
        }
        let refPath = (referenceDirectory as NSString).appendingPathComponent(name + ".png")
        let fontPath = (referenceDirectory as NSString).appendingPathComponent(name + ".fonts.json")
        let record = fonts.map(SnapshotFontRecord.init)
        let exists = FileManager.default.fileExists(atPath: refPath)
        if recordMode == .all || (!exists && (recordMode == .missing || recordMode == .failed)) {
            return self.record(pixmap, at: refPath, fonts: record, fontPath: fontPath)
        }
        guard exists else { return .missingReference(referencePath: refPath) }
        if let record {
            guard let data = FileManager.default.contents(atPath: fontPath),
                  let reference = try? JSONDecoder().decode(SnapshotFontRecord.self, from: data) else {
                if recordMode == .failed { return self.record(pixmap, at: refPath, fonts: record, fontPath: fontPath) }
                return .fontMismatch(message: "snapshot '\(name)' has no readable font record at \(fontPath) (record with RENDER_CELLS_RECORD=failed)")
            }
            if let why = record.mismatch(against: reference) {
                if recordMode == .failed { return self.record(pixmap, at: refPath, fonts: record, fontPath: fontPath) }
                return .fontMismatch(message: "snapshot '\(name)': \(why)")
            }
        }
        let reference: Pixmap
        do { reference = try PNGDecoder.decode(contentsOfFile: refPath) } catch {
            return .failed(message: "cannot read reference \(refPath): \(error)")
        }
        let diff = SnapshotDifference(actual: pixmap, reference: reference, tolerance: tolerance)
        if !diff.sizesDiffer && diff.differingPixels == 0 { return .matched }
        if recordMode == .failed { return self.record(pixmap, at: refPath, fonts: record, fontPath: fontPath) }
        let actualPath = (failureDirectory as NSString).appendingPathComponent(name + ".actual.png")
        let diffPath = (failureDirectory as NSString).appendingPathComponent(name + ".diff.png")
        do {
            try FileManager.default.createDirectory(atPath: failureDirectory, withIntermediateDirectories: true)
            try encoder.write(pixmap, toFile: actualPath)
            if let d = SnapshotDifference.diffImage(actual: pixmap, reference: reference, tolerance: tolerance) {
                try encoder.write(d, toFile: diffPath)
            }
        } catch {
            return .failed(message: "snapshot '\(name)' differs, and writing the failure images failed: \(error)")
        }
        let message: String
        if diff.sizesDiffer {
            message = "snapshot '\(name)' is \(pixmap.width)x\(pixmap.height) but the reference is \(reference.width)x\(reference.height)"
        } else {
            let f = diff.firstDifference!
            message = "snapshot '\(name)': \(diff.differingPixels) pixels differ by more than \(tolerance) (largest channel difference \(diff.maxChannelDifference), first at \(f.x),\(f.y))"
        }
        return .mismatched(message: message, actualPath: actualPath, diffPath: diffPath)
    }

    private func record(_ pixmap: Pixmap, at path: String, fonts: SnapshotFontRecord?, fontPath: String) -> SnapshotOutcome {
        do {
            try FileManager.default.createDirectory(atPath: referenceDirectory, withIntermediateDirectories: true)
            try encoder.write(pixmap, toFile: path)
            if let fonts { try AtomicFile.write(fonts.encoded(), to: fontPath) }
            return .recorded(referencePath: path)
        } catch {
            return .failed(message: "cannot record reference \(path): \(error)")
        }
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
