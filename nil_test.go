package livingstones_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// TestNilArguments: the package doc says nothing panics on user input, and
// a nil pointer or reader is input too. Each call either returns an error
// (wantErr) or is a documented no-op; none panics.
func TestNilArguments(t *testing.T) {
	p, _ := ls.NewPosition(9)
	var buf bytes.Buffer
	rng := rand.New(rand.NewPCG(1, 2))
	rec := &ls.Record{Size: 9}
	tests := []struct {
		name    string
		call    func() error
		wantErr bool
	}{
		{"ReadRecord(nil)", func() error { _, err := ls.ReadRecord(nil); return err }, true},
		{"ReadRecords(nil)", func() error { _, err := ls.ReadRecords(nil); return err }, true},
		{"Record(nil).WriteSGF", func() error { return (*ls.Record)(nil).WriteSGF(&buf) }, true},
		{"Record.WriteSGF(nil)", func() error { return rec.WriteSGF(nil) }, true},
		{"Record(nil).Replay", func() error { _, err := (*ls.Record)(nil).Replay(); return err }, true},
		{"Record(nil).DeadStones", func() error { return noErr((*ls.Record)(nil).DeadStones(p.At)) }, false},
		{"Record.DeadStones(nil)", func() error {
			return noErr((&ls.Record{Size: 9, Dead: []ls.Point{{X: 1, Y: 1}}}).DeadStones(nil))
		}, false},
		{"Position.WriteSVG(nil)", func() error { return p.WriteSVG(nil, ls.SVGOptions{}) }, true},
		{"Made(nil).WriteSVG", func() error { return (*ls.Made)(nil).WriteSVG(&buf, ls.SVGOptions{}) }, true},
		{"Made(nil).ASCII", func() error { return noErr((*ls.Made)(nil).ASCII()) }, false},
		{"Made(nil).Diagram", func() error { return noErr((*ls.Made)(nil).Diagram()) }, false},
		{"Made(nil).Kind", func() error { return noErr((*ls.Made)(nil).Kind(ls.Pt(0, 0))) }, false},
		{"Made(nil).Owner", func() error { return noErr((*ls.Made)(nil).Owner(ls.Pt(0, 0))) }, false},
		{"Made(nil).Size", func() error { return noErr((*ls.Made)(nil).Size()) }, false},
		{"Made(nil).Method", func() error { return noErr((*ls.Made)(nil).Method()) }, false},
		{"Ownership(p, 8, nil)", func() error { return noErr(ls.Ownership(p, 8, nil)) }, false},
		{"Ownership(p, -1, rng)", func() error { return noErr(ls.Ownership(p, -1, rng)) }, false},
		{"Count(nil)", func() error { _, err := ls.Count(nil, ls.Settlement{}, ls.DefaultRules(ls.Law)); return err }, true},
		{"CountAnalysis(nil)", func() error { _, err := ls.CountAnalysis(nil, ls.DefaultRules(ls.Law)); return err }, true},
		{"Analyzer.CountBy(nil Score)", func() error {
			var z ls.Analyzer
			_, err := z.CountBy(nil, nil, ls.DefaultRules(ls.Law))
			return err
		}, true},
		{"Analyze(nil)", func() error { _, err := ls.Analyze(nil, ls.Settlement{}); return err }, true},
		{"Benson(nil)", func() error { _, err := ls.Benson(nil); return err }, true},
		{"ProposeSettlement(nil)", func() error { _, err := ls.ProposeSettlement(nil); return err }, true},
		{"Rules.ExtraMoves(nil)", func() error { _, n := ls.DefaultRules(ls.Art).ExtraMoves(nil); return noErr(n) }, false},
		{"Final(nil).At", func() error { return noErr((*ls.Final)(nil).At(ls.Pt(0, 0))) }, false},
		{"Unconditional(nil).Alive", func() error { return noErr((*ls.Unconditional)(nil).Alive(ls.Pt(0, 0))) }, false},
		{"Unconditional(nil).Territory", func() error { return noErr((*ls.Unconditional)(nil).Territory(ls.Pt(0, 0))) }, false},
		{"Report(nil).Result", func() error { return noErr((*ls.Report)(nil).Result("living")) }, false},
		{"Result(nil).Side", func() error { return noErr((*ls.Result)(nil).Side(ls.Black)) }, false},
		{"Stones(nil).UnmarshalJSON", func() error { return (*ls.Stones)(nil).UnmarshalJSON([]byte("1.5")) }, true},
		{"Version(nil).UnmarshalJSON", func() error { return (*ls.Version)(nil).UnmarshalJSON([]byte(`"law"`)) }, true},
		{"json.Unmarshal into a nil *Stones field's target", func() error {
			var v struct{ S *ls.Stones }
			return json.Unmarshal([]byte(`{"S":2.5}`), &v)
		}, false},
	}
	// Every method of a nil *Analysis is a no-op answering zero values
	// (doc.go: no board, no points).
	var a *ls.Analysis
	for _, m := range []struct {
		name string
		call func() any
	}{
		{"Size", func() any { return a.Size() }},
		{"Final", func() any { return a.Final() }},
		{"Settled", func() any { return a.Settled(ls.Pt(0, 0)) }},
		{"Ideal", func() any { return a.Ideal(ls.Pt(0, 0)) }},
		{"Kind", func() any { return a.Kind(ls.Pt(0, 0)) }},
		{"Owner", func() any { return a.Owner(ls.Pt(0, 0)) }},
		{"Groups", func() any { return len(a.Groups()) }},
		{"Dead", func() any { return len(a.Dead()) }},
		{"Ko", func() any { return len(a.Ko()) }},
		{"NaturalEnd", func() any { return a.NaturalEnd() }},
		{"SharedEyes", func() any { return a.SharedEyes() }},
		{"Dame", func() any { return a.Dame() }},
		{"Figures", func() any { return a.Figures(ls.Black) }},
		{"Made", func() any { return a.Made() }},
		{"ASCII", func() any { return a.ASCII() }},
		{"Diagram", func() any { return a.Diagram() }},
	} {
		t.Run("Analysis(nil)."+m.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panicked: %v", r)
				}
			}()
			got := m.call()
			if v := reflect.ValueOf(got); got != nil && !v.IsZero() {
				t.Errorf("got %#v, want the zero value", got)
			}
		})
	}
	for _, s := range ls.Scores() {
		tests = append(tests, struct {
			name    string
			call    func() error
			wantErr bool
		}{fmt.Sprintf("%T.Count(nil)", s), func() error { _, err := s.Count(nil, ls.DefaultRules(ls.Law)); return err }, true})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s panicked: %v", tt.name, r)
					}
				}()
				err = tt.call()
			}()
			if tt.wantErr && err == nil {
				t.Errorf("%s: no error", tt.name)
			}
		})
	}
}

// noErr turns a value into a nil error, for calls that answer a value.
func noErr(any) error { return nil }
