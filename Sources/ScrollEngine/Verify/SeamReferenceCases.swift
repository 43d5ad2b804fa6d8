/// `physics verify`'s seam cases for every preset (kind `engine-code`, checks named `seam …`): two
/// flings over the profile page's two scrollers (a 280-px collapsing header over a list), with
/// where each scroller must rest by the seam rule of the preset's engine, worked from that
/// engine's code and the preset's own curve's travel. The recorded engines add their nested truth
/// files (EngineTruth's `SeamCases`).
enum SeamReferenceCases {
    /// The profile page at 500×800: the header's range is 280, the list's 12 048.
    static let headerRange = 280.0
    static let listStart = 600.0

    /// Where the header's fling from `velocity` px/s (from rest, header shown) leaves each
    /// scroller, and where a fling down the list from `listStart` with the header collapsed does.
    static func cases(_ preset: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: preset)
        let origin = origin(preset.handoff)
        let up = 2000.0, down = -1500.0
        let travelUp = preset.flingTravel(velocity: up), travelDown = preset.flingTravel(velocity: down)
        let policy = preset.handoff
        // Up from the header: who takes what the header cannot.
        let listUp: Double = switch policy {
        case .nested, .innerFirst: max(0, travelUp - headerRange)
        case .coordinator, .latch, .apz, .press, .outermost, .none: 0
        }
        // Down the list from 600: what the list leaves at its top, and who takes it.
        let (headerDown, listDown): (Double, Double) = switch policy {
        case .nested, .coordinator, .innerFirst: (max(0, headerRange - max(0, -travelDown - listStart)), max(0, listStart + travelDown))
        case .latch, .apz, .press, .none: (headerRange, max(0, listStart + travelDown))
        case .outermost: (max(0, headerRange + travelDown), listStart)
        }
        return [
            b.c("seam (\(policy.rawValue)): fling up 2000 px/s from the header: where the header rests", origin, min(headerRange, travelUp), 1, "px") {
                run(preset, velocity: up, header: 0, list: 0, onHeader: true).header },
            b.c("seam (\(policy.rawValue)): fling up 2000 px/s from the header: where the list rests", origin, listUp, 1, "px") {
                run(preset, velocity: up, header: 0, list: 0, onHeader: true).list },
            b.c("seam (\(policy.rawValue)): fling down 1500 px/s in the list from 600, header collapsed: where the header rests",
                origin, headerDown, 1, "px") {
                run(preset, velocity: down, header: headerRange, list: listStart, onHeader: false).header },
            b.c("seam (\(policy.rawValue)): fling down 1500 px/s in the list from 600, header collapsed: where the list rests",
                origin, listDown, 1, "px") {
                run(preset, velocity: down, header: headerRange, list: listStart, onHeader: false).list },
        ]
    }

    /// Where each scroller rests after a fling of `velocity` started on the header or the list,
    /// stepped at 60 Hz.
    static func run(_ preset: PhysicsPreset, velocity: Double, header: Double, list: Double, onHeader: Bool) -> (header: Double, list: Double) {
        let outer = ScrollNode(contentExtent: 800 + headerRange, viewportExtent: 800, offset: header, leading: .bounce, trailing: .chain,
                               id: "outer", rule: .collapsingHeader)
        let inner = ScrollNode(contentExtent: 12_800, viewportExtent: 752, offset: list, leading: .chain, trailing: .bounce, id: "inner")
        var scroller = Scroller(chain: ScrollChain(nodes: [outer, inner], policy: preset.handoff), preset: preset)
        try? scroller.fling(velocity: velocity, route: ScrollRoute(leaf: 1, hit: onHeader ? 0 : 1))
        var frame = 0
        while scroller.isAnimating, frame < 60 * 30 {
            frame += 1
            scroller.beginFrame()
            try? scroller.step(1.0 / 60)
        }
        return (scroller.chain.nodes[0].offset, scroller.chain.nodes[1].offset)
    }

    /// Where each policy's rule is read.
    static func origin(_ policy: HandoffPolicy) -> String {
        switch policy {
        case .nested: "flutter/flutter packages/flutter/lib/src/widgets/nested_scroll_view.dart _NestedScrollCoordinator.goBallistic (one ballistic over both extents); the hand-written iOS handoff"
        case .innerFirst: "CSS Overscroll Behavior Module Level 1, scroll chaining"
        case .latch: "chromium/chromium cc/input/input_handler.cc (scroll latching), components/input/fling_controller.cc (an unconsumed inertial update ends the fling)"
        case .none: "UIKit: nested UIScrollViews hand nothing on (no public source)"
        case .apz: "mozilla gfx/layers/apz/src/AsyncPanZoomController.cpp AttemptFling, APZCTreeManager.cpp DispatchFling, apz.allow_immediate_handoff false"
        case .coordinator: "material-components/material-components-android lib/java/com/google/android/material/appbar/HeaderBehavior.java fling(), AppBarLayout.java Behavior.onNestedScroll; androidx RecyclerView ViewFlinger"
        case .press: "qt/qtdeclarative src/quick/items/qquickflickable.cpp QQuickFlickablePrivate::drag, QQuickFlickable::filterPointerEvent (Qt 6.4)"
        case .outermost: "GNOME/gtk gtk/gtkscrolledwindow.c (GTK 4.8): drag and swipe gestures in GTK_PHASE_CAPTURE"
        }
    }
}
