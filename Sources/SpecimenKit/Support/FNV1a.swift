/// 64-bit FNV-1a: a fast, stable, non-cryptographic hash of bytes, for asset names and entity
/// tags: the same bytes give the same name in every build.
public enum FNV1a {
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
