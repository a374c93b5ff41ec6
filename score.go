package livingstones

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Stones is an exact number of stones. Counts can be half a stone (dame
// and shared eyes are split equally, and odd negative moves or returns
// give half a stone), so Stones counts in half stones: Stones(1) is half a
// stone and Whole(3) is three stones. Never a float.
type Stones int64

// HalfStone is half a stone.
const HalfStone Stones = 1

// Whole returns n whole stones.
func Whole(n int) Stones { return Stones(2 * int64(n)) }

// Halves returns s in half stones.
func (s Stones) Halves() int64 { return int64(s) }

// IsWhole reports whether s is a whole number of stones.
func (s Stones) IsWhole() bool { return s%2 == 0 }

// String prints s in stones: "172", "180.5", "-0.5".
func (s Stones) String() string {
	v := int64(s)
	neg := v < 0
	if neg {
		v = -v
	}
	str := strconv.FormatInt(v/2, 10)
	if v%2 == 1 {
		str += ".5"
	}
	if neg {
		str = "-" + str
	}
	return str
}

// MarshalJSON writes s as a JSON number in stones (172 or 180.5).
func (s Stones) MarshalJSON() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalJSON reads a JSON number of whole or half stones. A nil s is
// an error.
func (s *Stones) UnmarshalJSON(b []byte) error {
	if s == nil {
		return errors.New("livingstones: UnmarshalJSON into a nil *Stones")
	}
	t := string(b)
	neg := strings.HasPrefix(t, "-")
	if neg {
		t = t[1:]
	}
	half := int64(0)
	if w, ok := strings.CutSuffix(t, ".5"); ok {
		t, half = w, 1
	} else if w, ok := strings.CutSuffix(t, ".0"); ok {
		t = w
	}
	v, err := strconv.ParseInt(t, 10, 62)
	if err != nil || t == "" || t[0] == '+' || t[0] == '-' {
		return fmt.Errorf("livingstones: bad number of stones %s (want whole or half stones)", b)
	}
	h := 2*v + half
	if neg {
		h = -h
	}
	*s = Stones(h)
	return nil
}

// Figures are one side's figures, for a settled position (Analysis.Figures) or
// for the position a method made (Result). Living = Board + Roads + Dame,
// except in the return-head count, where Living = Composite minus this
// side's half of all basic eyes (its virtual stones).
//
// The method-specific fields are zero when the method does not use them.
type Figures struct {
	// Board is the number of this side's stones on the board (局子).
	Board int `json:"board"`
	// Roads is the number of this side's roads left empty (路).
	Roads int `json:"roads"`
	// Dame is this side's share of the dame left empty: half of each.
	Dame Stones `json:"dame,omitempty"`
	// Eyes is the number of this side's basic eyes (基本眼位): its own, plus
	// half of each shared eye (公气).
	Eyes Stones `json:"eyes"`
	// Groups is the number of this side's groups (块).
	Groups int `json:"groups"`
	// Living is the number of this side's living stones (活子).
	Living Stones `json:"living"`

	// GaveA is the number of type A negative moves this side made (art
	// version, extra moves): each gives one stone, split equally.
	GaveA int `json:"gave_a,omitempty"`
	// GaveB is the number of type B negative moves this side made (narrow
	// equal-stones count): stones it does not refill, or takes off its area,
	// to balance the board stones. They change no margin.
	GaveB int `json:"gave_b,omitempty"`
	// TookOff is the number of this side's stones taken off its area to
	// make roads: type B negative moves, or the exchange of stones for roads
	// the equal-roads and equal-stones counts make.
	TookOff int `json:"took_off,omitempty"`
	// Filled is the number of this side's stones put on its roads by the
	// making.
	Filled int `json:"filled,omitempty"`
	// Refill is the number of stones this side has to refill in the narrow
	// equal-stones count: its stones captured during play, its dead stones
	// and its virtual-move stones.
	Refill int `json:"refill,omitempty"`
	// KeptBack is the number of stones this side keeps off the board: in
	// its bowl (general equal-stones count) or, in the narrow count's rare
	// overflow case, the stones it cannot refill.
	KeptBack int `json:"kept_back,omitempty"`
	// Owed is the number of stones of margin this side gave off the board
	// because it had no stone left on it to give (art version, extra
	// moves): half of each is taken from its living stones and added to
	// the other side's.
	Owed int `json:"owed,omitempty"`
	// Returned is the number of stones this side returned (还棋头).
	Returned Stones `json:"returned,omitempty"`
	// Composite is this side's composite stones (复子) in the return-head
	// count: board stones, own empty points, half of the neutral points.
	Composite Stones `json:"composite,omitempty"`
	// Par is this side's par (归本数) in the return-head count.
	Par Stones `json:"par,omitempty"`
}

// Result is what one counting method found: the position it made, both
// sides' figures on that position, the margin and the winner.
type Result struct {
	// Method is the Score's name.
	Method string
	// Rules are the rules the game was counted under.
	Rules Rules
	// Black and White are the sides' figures on the made position.
	Black, White Figures
	// Margin is Black's living stones minus White's, before komi, as this
	// method finds it (board stones, roads or composite stones compared).
	Margin Stones
	// KomiBy is the side that gave the komi: the side that moved first
	// (Final.First).
	KomiBy Color
	// Winner is the winner once komi is applied (Rules.Winner).
	Winner Color
	// Made is the position the method made and counted.
	Made *Made
	// Roads is the number of roads each side keeps (equal-roads count).
	Roads int
	// Board is the number of stones each side has on the board (the
	// equal-stones counts).
	Board int
	// Bowl is the number of stones in each full bowl (general equal-stones
	// count).
	Bowl int
}

// Side returns the figures of c: Black or White.
func (r *Result) Side(c Color) *Figures {
	if r == nil {
		return nil
	}
	if c == White {
		return &r.White
	}
	return &r.Black
}

// MarshalJSON writes the result with lower-case keys; the made position is
// written as its plain ASCII diagram, one string per row.
func (r *Result) MarshalJSON() ([]byte, error) {
	type out struct {
		Method  string   `json:"method"`
		Version Version  `json:"version"`
		Komi    int      `json:"komi"`
		KomiBy  string   `json:"komi_by"`
		Margin  Stones   `json:"margin"`
		Winner  string   `json:"winner"`
		Black   Figures  `json:"black"`
		White   Figures  `json:"white"`
		Roads   int      `json:"roads,omitempty"`
		Board   int      `json:"board,omitempty"`
		Bowl    int      `json:"bowl,omitempty"`
		Made    []string `json:"made,omitempty"`
	}
	o := out{r.Method, r.Rules.Version, r.Rules.Komi, r.KomiBy.String(), r.Margin, r.Winner.String(),
		r.Black, r.White, r.Roads, r.Board, r.Bowl, nil}
	if r.Made != nil {
		o.Made = strings.Split(strings.TrimRight(r.Made.ASCII(), "\n"), "\n")
	}
	return json.Marshal(o)
}

// Score is a counting method (第七章): it makes its position from an
// analysed settlement and counts it. Count does not change the Analysis
// and may be called from many goroutines on the same Analysis.
//
// Score is sealed: its implementations are the five methods of Scores
// (each with its options), because the methods are the rule set's, not the
// caller's: the package doc, section Counting methods, states them, and
// Count checks that they agree. An unexported method keeps other
// implementations out; a type that embeds one of the five is that method
// to the Analyzer, which counts it by its own Count.
type Score interface {
	// Name is the method's name, as ParseScore reads it.
	Name() string
	// Count makes the method's position and counts it.
	Count(a *Analysis, r Rules) (*Result, error)
	// countInto makes the method's position into res, reusing the
	// result's memory and its Made's (see Analyzer).
	countInto(a *Analysis, r Rules, res *Result) error
}

// Scores returns the five counting methods with their default options, in
// a fixed order: the basic count first, then the three shortcut counts in
// historical order (the equal-stones count in its general and narrow
// variants).
func Scores() []Score {
	return slices.Clone(methods[:])
}

// methods are the methods of Scores, in its order: the one list of the
// counting methods. Their names (each type's Name), ParseScore, the
// Analyzer's memory, the package doc's section Counting methods (checked
// by TestMethodsListedOnce) and the command's flags, help and errors all
// follow it; a method is added here and nowhere else.
var methods = [...]Score{Living{}, EqualRoads{}, EqualStones{}, EqualStonesNarrow{}, ReturnHead{}}

// numMethods is the number of methods of Scores.
const numMethods = len(methods)

// methodIndex returns the index in methods of sc's type, or -1 when sc is
// of no type there (a type that embeds one of them is another type).
func methodIndex(sc Score) int {
	t := reflect.TypeOf(sc)
	for i, m := range methods {
		if reflect.TypeOf(m) == t {
			return i
		}
	}
	return -1
}

// ParseScore returns the method of Scores with the given name.
func ParseScore(name string) (Score, error) {
	for _, s := range Scores() {
		if s.Name() == name {
			return s, nil
		}
	}
	return nil, fmt.Errorf("livingstones: no counting method %q (want %s)", name, methodNames())
}

// methodNames lists the names of the methods of Scores in its order, as
// an error wants them: "living, equal-roads, ... or return-head".
func methodNames() string {
	var b strings.Builder
	for i, m := range methods {
		switch {
		case i == len(methods)-1:
			b.WriteString(" or ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(m.Name())
	}
	return b.String()
}

// Report is a game counted by every method of Scores.
type Report struct {
	// Rules are the rules the game was counted under.
	Rules Rules
	// Margin is Black's living stones minus White's, before komi, with the
	// art version's extra-move stones given.
	Margin Stones
	// KomiBy is the side that gave the komi: the side that moved first
	// (Final.First).
	KomiBy Color
	// Winner is the winner once komi is applied.
	Winner Color
	// Black and White are the sides' figures on the settled position
	// (before any making): board stones, roads, basic eyes, groups and
	// living stones. Under the art version the side in ExtraSide gives
	// ExtraMoves stones more, so Margin = Black.Living − White.Living ∓
	// ExtraMoves.
	Black, White Figures
	// ExtraSide and ExtraMoves are the side that made more moves before the
	// first pause and how many more, under the art version; Empty and 0
	// otherwise.
	ExtraSide  Color
	ExtraMoves int
	// Analysis is the settlement the counts started from.
	Analysis *Analysis
	// Results holds one result per method, in the order of Scores.
	Results []*Result
}

// Result returns the result of the named method, or nil.
func (r *Report) Result(method string) *Result {
	if r == nil {
		return nil
	}
	for _, x := range r.Results {
		if x.Method == method {
			return x
		}
	}
	return nil
}

// MarshalJSON writes the report as the CLI prints it:
//
//	{"version":"law","komi":8,"komi_by":"W","margin":1,"winner":"B",
//	 "black":{"board":146,"roads":27,"eyes":10,"groups":5,"living":173},
//	 "white":{...},
//	 "methods":{"living":{"margin":1},"equal-roads":{"margin":1},...}}
//
// with the methods in the order of Scores. Under the art version with
// extra moves, "extra":{"side":"W","moves":1} follows "white".
func (r *Report) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	put := func(key string, v any) error {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(key))
		b.WriteByte(':')
		j, err := json.Marshal(v)
		if err != nil {
			return err
		}
		b.Write(j)
		return nil
	}
	b.WriteByte('{')
	for _, kv := range []struct {
		k string
		v any
	}{
		{"version", r.Rules.Version}, {"komi", r.Rules.Komi}, {"komi_by", r.KomiBy.String()}, {"margin", r.Margin},
		{"winner", r.Winner.String()}, {"black", r.Black}, {"white", r.White},
	} {
		if err := put(kv.k, kv.v); err != nil {
			return nil, err
		}
	}
	if r.ExtraMoves != 0 {
		if err := put("extra", struct {
			Side  string `json:"side"`
			Moves int    `json:"moves"`
		}{r.ExtraSide.String(), r.ExtraMoves}); err != nil {
			return nil, err
		}
	}
	b.WriteString(`,"methods":{`)
	for i, x := range r.Results {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s:{\"margin\":%s}", strconv.Quote(x.Method), x.Margin)
	}
	b.WriteString("}}")
	return b.Bytes(), nil
}

// Count analyses a stopped game with its settlement and counts it by every
// method of Scores, checking that they agree (they must: the rules prove
// it). It is the one call the CLI needs.
func Count(f *Final, s Settlement, r Rules) (*Report, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	a, err := Analyze(f, s)
	if err != nil {
		return nil, err
	}
	return CountAnalysis(a, r)
}

// CountAnalysis counts an analysed settlement by every method of Scores,
// checking that they agree.
func CountAnalysis(a *Analysis, r Rules) (*Report, error) {
	return new(reportMemory).count(a, r)
}

// reportMemory holds a Report counted by every method, its results and
// their made positions: one allocation for CountAnalysis, kept by an
// Analyzer.
type reportMemory struct {
	rep  Report
	res  [numMethods]Result
	made [numMethods]Made
	ptr  [numMethods]*Result
}

// count counts a by every method of Scores into x's report.
func (x *reportMemory) count(a *Analysis, r Rules) (*Report, error) {
	for i := range x.res {
		if x.res[i].Made == nil {
			x.res[i].Made = &x.made[i]
		}
	}
	x.rep.Results = x.ptr[:0]
	if err := x.rep.count(a, r, &x.res); err != nil {
		return nil, err
	}
	return &x.rep, nil
}

// count counts a by every method of Scores into rep, one method into each
// of res, reusing the memory of rep, res and their made positions.
func (rep *Report) count(a *Analysis, r Rules, res *[numMethods]Result) error {
	if err := r.check(); err != nil {
		return err
	}
	if err := checkAnalysis(a); err != nil {
		return err
	}
	*rep = Report{Rules: r, KomiBy: a.final.komiBy(), Analysis: a, Black: a.Figures(Black), White: a.Figures(White), Results: rep.Results[:0]}
	rep.ExtraSide, rep.ExtraMoves = r.ExtraMoves(&a.final)
	for i, sc := range methods {
		x := &res[i]
		if err := sc.countInto(a, r, x); err != nil {
			return err
		}
		if len(rep.Results) > 0 && x.Margin != rep.Margin {
			return fmt.Errorf("livingstones: %w: %s finds %s, %s finds %s", ErrMethodsDisagree,
				rep.Results[0].Method, rep.Margin, x.Method, x.Margin)
		}
		rep.Margin = x.Margin
		rep.Results = append(rep.Results, x)
	}
	rep.Winner = r.Winner(rep.Margin, rep.KomiBy)
	return nil
}
