/// Pixel digests of reference frames (FrameLoopTests.goldenDigests). A change here must be a
/// deliberate change of the picture: look at the PNGs (`handoff replay … --screenshot`) first.
enum GoldenDigests {
    static let values: [String: UInt64] = [
        "chat": 0xca15_d218_3714_f999,
        "feed": 0x1188_5497_fbb6_b467,
        "profile": 0xb3c6_a283_11c9_0876,
        "profile-collapsed": 0x2cd7_76fc_8fd5_ad0d,
        "sections": 0x35e0_c346_63dd_f4d4,
        "slide": 0x5f1c_94af_5fb2_f428,
    ]
}
