/// Where an imported session came from (`handoff import`): the header's `imported` object.
///
/// Written so that a session made from someone's `libinput record` or `evemu-record` capture says
/// so forever after, and a reader can tell a synthetic or live recording from an imported one.
public struct ImportedRecording: Equatable, Sendable {
    /// The capture's format: `libinput-record` or `evemu`.
    public var format: String
    /// The recorded device's name, as the capture gives it (several: joined with ", ").
    public var device: String
    /// The capture's file name (its last path component; no directories, which say nothing
    /// about the recording and may say something about the person who imported it).
    public var file: String

    /// Creates the record of an import.
    public init(format: String, device: String, file: String) {
        self.format = format
        self.device = device
        self.file = file
    }

    /// What makes it unwritable, or nil: each field a non-empty string of at most 256 characters.
    var problem: SessionProblem? {
        for (key, value) in [("format", format), ("device", device), ("file", file)]
        where value.isEmpty || value.count > 256 {
            return SessionProblem(message: "\"imported\".\"\(key)\" must be a string of 1 to 256 characters")
        }
        return nil
    }
}
