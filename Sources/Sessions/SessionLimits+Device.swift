extension SessionLimits {
    /// Why `width`×`height` logical pixels drawn at `scale` (device pixels per logical pixel) make
    /// a picture beyond the pixel limits, or nil. The limits (`maximumSide`, `maximumPixels`)
    /// hold for the pixels that are allocated — the device's — so a size within them at scale 1
    /// can break them at scale 3. `label` names what sets the scale (`"scale" 3`, `--scale 3`).
    public static func deviceSizeProblem(width: Int, height: Int, scale: Double, label: String) -> String? {
        guard scale.isFinite, scale > 0, width <= maximumSide * 4, height <= maximumSide * 4 else { return nil }
        // round(v · scale), halves up, as the raster maps a logical edge (DisplayScale.device).
        let deviceWidth = Int((Double(width) * scale).rounded()), deviceHeight = Int((Double(height) * scale).rounded())
        guard deviceWidth > maximumSide || deviceHeight > maximumSide || deviceWidth * deviceHeight > maximumPixels else { return nil }
        return "\(width)×\(height) at \(label) is \(deviceWidth)×\(deviceHeight) device pixels; "
            + "at most \(maximumSide) on each side and \(maximumPixels) pixels are drawn"
    }

    /// `deviceSizeProblem` of a header's `size` at its `scale`, as the reader and the writer say it.
    static func headerDeviceSizeProblem(width: Int, height: Int, scale: Double) -> SessionProblem? {
        deviceSizeProblem(width: width, height: height, scale: scale, label: "\"scale\" \(SessionLineEncoder.number(scale))")
            .map { SessionProblem(message: "\"size\" " + $0) }
    }
}
