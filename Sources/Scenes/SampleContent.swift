import Pixels
import Raster

/// The made-up people, lines and captions the scenes show, picked deterministically from an
/// index (a row, a message id, a cell) so that every run and build draws the same frame.
///
/// Every string is a literal (immortal: using one never allocates). Indices are spread with
/// multiplicative steps coprime to the table sizes, so neighbours differ and no pattern repeats
/// within a screenful.
public enum SampleContent {
    /// People's names.
    public static let names = [
        "Maya Lindqvist", "Jonas Okafor", "Priya Raman", "Leo Marchetti", "Hana Sato", "Samuel Reyes",
        "Amara Nwosu", "Felix Brandt", "Ines Carvalho", "Tomas Alvarez", "Yuki Tanaka", "Noah Fischer",
        "Zara Haddad", "Oskar Nilsson", "Lucia Romero", "Kwame Mensah", "Elena Petrova", "Ravi Kapoor",
        "Chloé Martin", "Arjun Mehta", "Sofia Rossi", "Daniel Kim", "Freya Olsen", "Mateo Silva",
        "Aisha Bello", "Henrik Berg", "Nadia Haddou", "Omar Farouk", "Lena Vogel", "Theo Laurent",
        "Mina Park", "Caleb Wright", "Isla Murphy", "Rafael Costa", "Ava Thompson", "Kenji Mori",
        "Greta Lind", "Tariq Aziz", "Julia Novak", "Ethan Brooks", "Saoirse Kelly",
    ]

    /// Two-letter initials of `names`, in the same order (for avatars).
    public static let initials: [String] = names.map { name in
        let words = name.split(separator: " ")
        return String(words.compactMap(\.first).prefix(2))
    }

    /// One-line subtitles for rows.
    public static let subtitles = [
        "Shared a clip of the new onboarding flow", "Liked your post about nested scrolling",
        "Started following you", "Commented: the handoff feels so smooth now", "Posted 12 photos from Lisbon",
        "Replied to your story", "Mentioned you in a thread about springs", "Saved your collection “Gestures”",
        "Is live: building a pager from scratch", "Shared a link: Designing fluid interfaces",
        "Updated their profile photo", "Reacted to your comment", "Tagged you in a photo",
        "Added a new highlight: Tokyo", "Wrote a long post about rubber banding",
        "Invited you to a group chat", "Recorded a session on the feed", "Joined the beta",
        "Asked: which fling curve do you use?", "Posted a new video — 2:41",
    ]

    /// Short trailing notes for rows ("2h", "now"…).
    public static let ages = ["now", "2m", "14m", "1h", "3h", "5h", "Yesterday", "Mon", "2d", "1w"]

    /// Chat lines, from a word to a small paragraph, so bubbles of one to five lines all exist.
    public static let sentences = [
        "On my way!", "Sounds good.", "Ha, yes.", "Can you send me the recording?", "Give me five minutes.",
        "Did the header collapse before the list moved?", "That feels much better than yesterday's build.",
        "I think the fling is a little too long on the feed, it keeps going past the cell I wanted.",
        "Let's keep the spring stiffer on the chat, it should settle before the next message arrives.",
        "The tab bar pins at the top now, and each tab keeps its own scroll position while the header is collapsed.",
        "I recorded a session where I pull to refresh twice in a row; the anchor stays exactly where I was reading, even while the older messages load above it.",
        "Quick question: when the inner list hits its top during a fling, should the remaining velocity go to the header or stop there? iOS hands it over, Android mostly does not.",
        "Lunch at noon?", "Nice catch!", "Shipping it tomorrow morning.",
        "The overlay no longer covers the Saved tab, it sits in the bottom-right corner now.",
        "Try dragging from the header down into the list, then flick up hard: the header goes first, then the list takes the rest of the momentum without a hitch.",
        "I compared the raster against cairo at 1920x1080 with the same text at the same sizes, and we are still ahead, with nothing allocated per frame.",
        "Thanks — that explains the tick I saw when a snap went the wrong way.",
        "Agreed.", "Can we pair on the snapping code later today? I want to understand how the projected resting point picks the cell.",
        "See you there.", "Good morning! Coffee first, then the replay tests.",
        "It's raining again, so I'm staying in and recording sessions all afternoon.",
        "Do you remember which preset felt closest to the phone in your hand? I keep going back and forth between the two.",
        "Okay, here is what I found after an hour with the recordings: the seam itself is fine, the velocity carries over within a pixel per second, but the spring at the bottom of the list is a touch too soft, so a hard fling overshoots and takes a long time to settle.",
        "I walked through the whole profile page on the train this morning. The header collapses first, the tab bar pins, and every tab remembers where I left it once the header is gone. It finally feels like the apps we keep comparing it to.",
        "Long story short: the old build dropped frames whenever the chat loaded older messages, because it measured every bubble again. Now the heights are summed once from the bottom and each lookup is a binary search, so a frame costs the same after a thousand messages as after ten.",
        "Reminder for tomorrow's review: bring the replay of the feed where the snap went the wrong way, the trace with the seam inspector turned on, and the screenshots from the small window, so we can go through all three before lunch.",
        "Here is a thought: if the wheel notches were eased like a fling, the sections page would glide to each header instead of jumping, and the highlighted tab would follow along the way it already does when you drag.",
        "The new text looks so much better: proper kerning, real sentences in the bubbles, and the avatars are round now. I showed it to two people at lunch and neither of them asked why it looked like a terminal, which is a first.",
        "We should write down why the tabs reset when the header shows, because somebody will file it as a bug otherwise: as soon as any of the header is visible, the lists you cannot see go back to their top, so switching tabs never jumps.",
        "Could you run the comparison again on the quiet machine tonight? The numbers from this afternoon were noisy, five other builds were running, and I'd rather quote medians from a calm run than explain the spread in the notes.",
    ]

    /// Captions under feed photos.
    public static let captions = [
        "Golden hour over the harbour", "First snow of the season", "Morning light in the studio",
        "The long way home", "Market day in the old town", "Quiet streets before sunrise",
        "Weekend by the lake", "Concrete and sky", "Last ferry of the day", "Citrus season",
        "Fog rolling over the hills", "A very good dog",
    ]

    /// Colours for avatars: saturated enough for white initials.
    public static let avatarColors: [Color] = [
        Color(rgb: 0x5E5CE6), Color(rgb: 0xFF9F0A), Color(rgb: 0x30B0C7), Color(rgb: 0xFF375F),
        Color(rgb: 0x32ADE6), Color(rgb: 0xAF52DE), Color(rgb: 0x34C759), Color(rgb: 0xFF6B22),
        Color(rgb: 0x0A84FF), Color(rgb: 0xA2845E),
    ]

    /// Index into a table of `count` entries for item `index` of stream `salt`: a multiplicative
    /// spread, non-negative for any index.
    public static func pick(_ index: Int, count: Int, salt: Int = 0) -> Int {
        let mixed = (index &* 7919 &+ salt &* 104_729) % count
        return mixed < 0 ? mixed + count : mixed
    }
}
