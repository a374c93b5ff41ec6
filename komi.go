package livingstones

import (
	"errors"
	"fmt"
	"math"
)

// Version is one of the two versions of the rules (第六章): they differ
// in what extra moves cost and in the default komi.
//
// The zero value is Law.
type Version uint8

// The versions.
const (
	// Law is the law version (律法版): extra moves cost nothing (多下不贴子);
	// at counting, the side with more stones on the board balances them
	// with type B negative moves, which change no margin. Komi 8.
	Law Version = iota
	// Art is the art version (艺术版): a side that made n more moves than
	// the other before the first pause gives n stones (多下贴子), made as n
	// type A negative moves. Dame need not be filled. Komi 7.
	Art
)

// String returns "law" or "art".
func (v Version) String() string {
	switch v {
	case Law:
		return "law"
	case Art:
		return "art"
	}
	return fmt.Sprintf("Version(%d)", uint8(v))
}

// MarshalJSON writes the version as a JSON string ("law" or "art").
func (v Version) MarshalJSON() ([]byte, error) {
	if v != Law && v != Art {
		return nil, fmt.Errorf("livingstones: bad version %d", uint8(v))
	}
	return []byte(`"` + v.String() + `"`), nil
}

// UnmarshalJSON reads a version written by MarshalJSON. A nil v is an
// error.
func (v *Version) UnmarshalJSON(b []byte) error {
	if v == nil {
		return errors.New("livingstones: UnmarshalJSON into a nil *Version")
	}
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return fmt.Errorf("livingstones: bad version %s (want \"law\" or \"art\")", b)
	}
	w, err := ParseVersion(string(b[1 : len(b)-1]))
	if err != nil {
		return err
	}
	*v = w
	return nil
}

// ParseVersion reads "law" or "art" (also "律法版", "艺术版").
func ParseVersion(s string) (Version, error) {
	switch s {
	case "law", "Law", "LAW", "律法版", "律法":
		return Law, nil
	case "art", "Art", "ART", "艺术版", "艺术":
		return Art, nil
	}
	return Law, fmt.Errorf("livingstones: bad version %q (want law or art)", s)
}

// DefaultKomi returns the komi the rules recommend for a version (art. 35):
// White gives 8 stones in the law version (as 7.5) and 7 in the art
// version (as 6.5).
func DefaultKomi(v Version) int {
	if v == Art {
		return 7
	}
	return 8
}

// MaxKomi bounds the komi, in stones, wherever it is read: Rules.Komi
// (counting refuses rules beyond it), SGF KM (ReadRecord refuses a record
// beyond it) and the command's flags and GTP commands. No board has more
// than MaxSize² = 625 points, so a larger komi decides nothing a smaller
// one does not, and the bound keeps every sum of stones far from overflow.
const MaxKomi = 1000

// Rules are the rules a game is counted under: the version and the komi.
// Komi is a whole number of stones the side that moved first gives (先下贴子:
// White under these rules, Black in most records of other rules); any
// whole number from −MaxKomi to MaxKomi is allowed, negative ones
// included.
type Rules struct {
	Version Version
	Komi    int
}

// DefaultRules returns the rules of a version with its default komi.
func DefaultRules(v Version) Rules { return Rules{Version: v, Komi: DefaultKomi(v)} }

func (r Rules) check() error {
	if r.Version != Law && r.Version != Art {
		return fmt.Errorf("livingstones: %w: unknown version %d", ErrBadRules, uint8(r.Version))
	}
	if r.Komi < -MaxKomi || r.Komi > MaxKomi {
		return fmt.Errorf("livingstones: %w: komi %d is beyond ±%d (MaxKomi)", ErrBadRules, r.Komi, MaxKomi)
	}
	return nil
}

// Winner applies the komi to a margin (Black's living stones minus
// White's) and names the winner; first is the side that moved first
// (Final.First), which gives the komi, and Empty is read as White, the
// rule book's order (白先黑后). This is the one place komi is applied;
// every counting method calls it.
//
// The side that moved first wins when its living stones exceed the
// other's by at least the komi: a margin of exactly the komi is its win
// ("完成定约胜"), so there are no draws. So with White first White wins
// when margin ≤ −komi, and with Black first Black wins when margin ≥ komi.
// Swapping the colours and the first mover swaps the winner. The
// comparison is exact for every komi and margin, even those counting
// refuses (beyond ±MaxKomi): it never overflows.
func (r Rules) Winner(margin Stones, first Color) Color {
	giver := White
	if first == Black {
		giver = Black
	}
	const most = math.MaxInt64 / 2 // the largest komi whose double fits
	switch k := int64(r.Komi); {
	case k > most: // the giver's lead never reaches the komi
		return giver.Opponent()
	case k < -most: // the giver's lead always reaches the komi
		return giver
	case giver == White && margin <= Stones(-2*k), giver == Black && margin >= Stones(2*k):
		return giver
	}
	return giver.Opponent()
}

// Par returns each side's par (归本数) for the return-head count on a board
// of the given size: half the points, shifted by half the komi, which
// first gives (the side that moved first; Empty is read as White): with
// White first Black's par is (N² − komi)/2 and White's (N² + komi)/2, and
// the other way round with Black first. Without komi both are 180.5 on
// 19×19; with komi 8 and White first, 176.5 and 184.5.
//
// Comparing one side's composite stones with its par decides the game as
// Winner does: the side that moved first wins when its composite stones
// reach its par.
//
// For a size outside MinSize..MaxSize, or a komi beyond ±MaxKomi (rules
// counting refuses), there is no par: Par returns 0 and 0.
func (r Rules) Par(size int, first Color) (black, white Stones) {
	if size < MinSize || size > MaxSize || r.Komi < -MaxKomi || r.Komi > MaxKomi {
		return 0, 0
	}
	n := size * size
	if first == Black {
		return Stones(n + r.Komi), Stones(n - r.Komi)
	}
	return Stones(n - r.Komi), Stones(n + r.Komi)
}

// ExtraMoves returns the side that must make type A negative moves at
// counting and how many: in the art version, the side that made n more
// moves than the other before the first pause gives n stones (art. 24:
// 多下贴子; passes are not moves; moves after a resumption do not count).
// In the law version it returns Empty and 0.
func (r Rules) ExtraMoves(f *Final) (side Color, n int) {
	if r.Version != Art || f == nil {
		return Empty, 0
	}
	d := f.MovesBeforePause[Black] - f.MovesBeforePause[White]
	switch {
	case d > 0:
		return Black, d
	case d < 0:
		return White, -d
	}
	return Empty, 0
}

// KomiByBidding settles the komi by bidding (art. 34, 公平竞争): each of
// two players offers the komi they are willing to give; the one offering
// more takes White (and moves first) and gives that komi. On equal bids the
// lot decides: lot names the player (0 or 1) who won the draw.
// It returns the player who takes White and the komi.
func KomiByBidding(bids [2]int, lot int) (white, komi int, err error) {
	if lot != 0 && lot != 1 {
		return 0, 0, fmt.Errorf("livingstones: bad lot %d (want player 0 or 1)", lot)
	}
	switch {
	case bids[0] > bids[1]:
		return 0, bids[0], nil
	case bids[1] > bids[0]:
		return 1, bids[1], nil
	}
	return lot, bids[lot], nil
}

// DoubleChoice settles the komi by the double choice (art. 34, 双选制,
// proposed by miracon): the players guess; the winner of the guess names
// the komi and the other player chooses a color. It returns the color of
// each player (index 0 is the namer, 1 the chooser) and the rules with the
// named komi for the version.
func DoubleChoice(v Version, namedKomi int, chooserTakes Color) (colors [2]Color, r Rules, err error) {
	if chooserTakes != Black && chooserTakes != White {
		return colors, r, fmt.Errorf("livingstones: the chooser must take black or white, not %v", chooserTakes)
	}
	r = Rules{Version: v, Komi: namedKomi}
	if err := r.check(); err != nil {
		return colors, r, err
	}
	return [2]Color{chooserTakes.Opponent(), chooserTakes}, r, nil
}
