extension SessionEvent {
    /// Why the event breaks a session's limits (docs/sessions.md: coordinates and pixel deltas
    /// within ±1 000 000, notches within ±100, sizes), in the reader's words; nil when it is
    /// within them. For producers of events outside this module (`import`), which must refuse
    /// what the writer would.
    public var limitProblem: String? { problem?.message }
}
