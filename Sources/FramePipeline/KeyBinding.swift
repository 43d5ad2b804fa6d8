/// One row of the key table: the keys a person presses, what they do, and the command the frame
/// loop runs for them.
public struct KeyBinding: Sendable, Equatable {
    /// The keys as a person reads them (`"1-9"`, `"q, Escape"`, `"drag / wheel"`).
    public var keys: String
    /// What they do, in a few words (the `h` panel and the command line's help).
    public var meaning: String
    /// What they do in full, for docs/keys.md (`handoff keys --markdown`).
    public var detail: String
    /// The command; nil for a row that names no key (the pointer's).
    public var command: KeyCommand?
    /// The key names (as `SessionEvent.key` carries them) the row stands for.
    public var names: [String]

    /// A row of the table. `names` defaults to `keys` split at commas.
    public init(_ keys: String, _ meaning: String, _ command: KeyCommand? = nil, names: [String]? = nil, detail: String) {
        self.keys = keys
        self.meaning = meaning
        self.detail = detail
        self.command = command
        self.names = names ?? (command == nil ? [] : keys.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
}

/// What a key asks of the frame loop.
public enum KeyCommand: Sendable, Equatable {
    /// The scene's own key: a tab or a section by number (`1-9`).
    case sceneKey
    /// The next registered scene.
    case nextScene
    /// The next physics preset.
    case nextPreset
    /// The next handoff policy.
    case nextPolicy
    /// The other bounce side (the scene's, where it has one).
    case bounce
    /// Show or hide the profiling overlay.
    case overlay
    /// Show or hide the seam inspector.
    case inspector
    /// Show or hide the tuning panel.
    case tuning
    /// A key of the tuning panel (arrows, BackSpace): does something only while it shows.
    case tuningKey
    /// Write the tuned preset to a file (the host's to do).
    case exportTuning
    /// Start or stop recording (the host's to do).
    case record
    /// Show or hide the key help.
    case help
    /// Quit (the host's to do).
    case quit
}
