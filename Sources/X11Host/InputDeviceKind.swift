/// What a physical (slave) input device is, as far as scrolling and touch are concerned: it decides
/// how its scroll units become pixels.
public enum InputDeviceKind: Sendable, Equatable {
    /// A mouse wheel (or anything not known to be a touchpad): one increment of scroll units is one
    /// wheel notch, eased over 100 px like a core wheel click.
    case wheel
    /// A touchpad: finger travel in scroll units maps 1:1 to pixels, and the (0, 0) delta at the
    /// end is the lift that starts a kinetic fling.
    case touchpad
    /// A direct-touch device (touchscreen): its touches drive the scene like the pointer.
    case touchscreen

    /// Tells a device apart from what X reports about it: a direct-touch class makes a touchscreen;
    /// a touchpad is a device with libinput's or synaptics' touchpad-only properties, a dependent
    /// touch class, or "touchpad" in its name; anything else scrolls like a wheel.
    public static func classify(name: String, propertyNames: Set<String>, touchMode: TouchMode?) -> InputDeviceKind {
        if touchMode == .direct { return .touchscreen }
        if touchMode == .dependent { return .touchpad }
        if !propertyNames.isDisjoint(with: touchpadProperties) { return .touchpad }
        if name.lowercased().contains("touchpad") { return .touchpad }
        return .wheel
    }

    /// Device properties that only touchpads have: xf86-input-libinput sets "libinput Tapping
    /// Enabled" only on devices with tap-to-click (touchpads); xf86-input-synaptics drives nothing
    /// but touchpads.
    public static let touchpadProperties: Set<String> = ["libinput Tapping Enabled", "Synaptics Off"]

    /// An XI 2.2 touch class's mode.
    public enum TouchMode: Sendable, Equatable {
        /// XIDirectTouch: touches land where they happen on screen.
        case direct
        /// XIDependentTouch: touches move a cursor (a multitouch touchpad).
        case dependent
    }
}
