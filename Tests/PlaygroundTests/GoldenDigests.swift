/// Pixel digests of reference frames (FrameLoopTests.goldenDigests). A change here must be a
/// deliberate change of the picture: look at the PNGs (`handoff replay … --screenshot`) first.
enum GoldenDigests {
    static let values: [String: UInt64] = [
        "chat": 0x2528_5f73_3cfc_d13c,
        "feed": 0x6ad6_2282_0d1d_8d0b,
        "profile": 0x43bb_99c9_78bb_d02d,
        "profile-collapsed": 0x7bec_fda9_7554_c177,
        "sections": 0xc3ca_ab7f_932a_6682,
        "slide": 0x767d_0c99_6345_36e9,
    ]
}
