import Typesetting

extension SnapshotFontRecord {
    /// Whether a reference recorded elsewhere will match here, font by font: one sentence
    /// per font of this record (a reference's) that `available` (the faces found on this
    /// machine) lacks or has in another file; empty when every font is here with the same
    /// SHA-256. Faces are matched by family, style and face index, as ``mismatch(against:)``
    /// matches them, so a font in another folder (or renamed) is the same font when its
    /// bytes are.
    public func differences(availableHere available: [FontFileInfo]) -> [String] {
        let here = SnapshotFontRecord(available).fonts
        var out: [String] = []
        for r in fonts {
            let candidates = here.filter { $0.family == r.family && $0.style == r.style && $0.faceIndex == r.faceIndex }
            if candidates.contains(where: { $0.sha256 == r.sha256 }) { continue }
            if let m = candidates.first {
                out.append(
                    "\(r.family) \(r.style): the reference used \(r.file) with SHA-256 \(r.sha256.prefix(12))…, "
                        + "here it is \(m.file) with \(m.sha256.prefix(12))…")
            } else {
                out.append("\(r.family) \(r.style) (\(r.file), face \(r.faceIndex)) is not among the fonts found here")
            }
        }
        return out
    }
}
