import Output
import Scenes
import X11Host

/// `run`'s window made to fit the screen it opens on (``WindowFit``): `--size` and `--scale`
/// are kept where they fit, and standard error says in one line what was cut and why.
public enum ScreenFit {
    /// `options` with a size whose device pixels fit the work area of `$DISPLAY` (unchanged when
    /// they fit, or when no display can be asked: opening the window then says why).
    public static func fitting(_ options: SceneOptions) -> SceneOptions {
        guard let area = WorkArea.detect() else { return options }
        let fit = WindowFit(width: options.width, height: options.height, scale: options.scale, area: area)
        if let note = fit.note { StandardError.line("note: \(note)") }
        var fitted = options
        fitted.width = fit.width
        fitted.height = fit.height
        return fitted
    }
}
