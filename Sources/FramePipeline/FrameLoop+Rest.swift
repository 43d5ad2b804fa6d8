/// The panels' figures at rest: a live window runs no frame while nothing moves, so the last
/// frame drawn would leave the overlay's rate and the inspector's deltas as they were in motion
/// ("45.9 fps", "delta 11.8" long after). A frame that showed motion is followed by one more,
/// in which nothing moves, whose panels say `idle` instead.
extension FrameLoop {
    /// Whether this frame shows rest: it started with nothing animating and no input came since
    /// the last frame, so nothing moved in it. Only a live window's panels say so (a replay draws
    /// its panels as they are). When that changes, the overlay's figures are due, also where the
    /// window leaves it on screen.
    func showsRest(animating: Bool) -> Bool {
        let input = inputSinceFrame
        inputSinceFrame = false
        guard !digestsFrames, overlayVisible || inspectorVisible else { return false }
        let resting = !animating && !input
        if resting != panelsShowIdle {
            panelsShowIdle = resting
            onScreen.overlayDrawnMs = -.infinity
        }
        return resting
    }

    /// After a drawn frame that showed motion and whose scene now rests: one more frame.
    func requestRestFrame(after resting: Bool) {
        guard !resting, !digestsFrames, overlayVisible || inspectorVisible, !scene.isAnimating else { return }
        needsDraw = true
    }
}
