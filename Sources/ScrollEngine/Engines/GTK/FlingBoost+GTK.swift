/// GTK 4's fling accumulation (`gtk/gtkscrolledwindow.c`, `VELOCITY_ACCUMULATION_FLOOR`, `_CEIL`,
/// `_MAX`, as in FuriLabs/gtk4 ef546650e2ccc784ca21b6596fb384dfba3cf458); `FlingBoost` says what it does.
extension FlingBoost {
    /// GTK4's constants.
    public static let gtk = FlingBoost.accumulate(floor: 0.33, ceiling: 1.0, maximum: 6.0)
}
