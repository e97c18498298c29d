import Raster
import SnapshotCore
import Testing

/// The manifest fingerprints as hex: ``PixelHash`` (version 2, the C kernels'
/// `rc_fingerprint128`, whose definition RasterTests check path by path) and
/// ``LegacyPixelHash`` (version 1). Known answers for both, since committed manifests hold
/// their values.
@Suite struct PixelHashTests {
    static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }

    /// 7 x 3 premultiplied pixels (alpha the largest byte of each, so they are valid).
    static func picture() -> Pixmap {
        let bytes = Self.pattern(7 * 3 * 4)
        var data: [UInt8] = []
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let rgb = bytes[i..<(i + 3)]
            data += rgb + [rgb.max()!]
        }
        return Pixmap(width: 7, height: 3, premultipliedData: data)!
    }

    @Test func currentFingerprintKnownAnswers() {
        #expect(PixelHash.hex(ofBytes: []) == "3f4d92e50178cd5ea971c435fac87caa")
        #expect(PixelHash.hex(ofBytes: Self.pattern(1000)) == "f07f0f8423afeb7f83f08fffdf84c48e")
        #expect(PixelHash.hex(of: Self.picture()) == "809e66500c0c48467d1ef6768cc97669")
    }

    /// The values the fingerprint of every version-1 manifest had (checked, when it was
    /// kept, against the entries committed in examples/__Snapshots__/manifest.json).
    @Test func legacyFingerprintKnownAnswers() {
        #expect(LegacyPixelHash.hex(ofBytes: []) == "c6c106a2bd0a77b05a8d04bda6f71e91")
        #expect(LegacyPixelHash.hex(ofBytes: Self.pattern(1000)) == "2d73360d21abe8946e11b3996f815435")
        #expect(LegacyPixelHash.hex(of: Self.picture()) == "dc43ec0b01c1a300747f5666b093e5c5")
    }
}
