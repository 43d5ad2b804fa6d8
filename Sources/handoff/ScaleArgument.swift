import ArgumentParser
import Pixels
import Raster

/// `--scale S`: device pixels per logical pixel, one of 1, 1.25, 1.5, 2, 3.
struct ScaleArgument: ExpressibleByArgument, Equatable {
    /// The scale.
    let scale: DisplayScale

    init?(argument: String) {
        guard let value = Double(argument), let scale = DisplayScale(value) else { return nil }
        self.scale = scale
    }

    static var allValueStrings: [String] { DisplayScale.all.map(\.description) }
}
