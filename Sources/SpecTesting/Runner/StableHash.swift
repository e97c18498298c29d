/// FNV-1a over UTF-8: the same number for the same name on every machine and run (Swift's
/// `Hasher` is seeded per process), so `--shard I/N` puts a snapshot in the same shard in
/// every CI job.
enum StableHash {
    static func of(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
