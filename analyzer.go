package livingstones

import "errors"

// Analyzer analyses and counts stopped games like Analyze, Count,
// CountAnalysis and the methods' Count, but keeps its memory from one call
// to the next: once it has counted a game of the largest size it meets, it
// allocates nothing. It is for callers that count many games, such as
// tree search or match play.
//
// What an Analyzer returns stays its own and is overwritten by its later
// calls: an Analysis by the next Analyze or Count; a Result by the next
// count by the same method; a Report by the next Count or CountAnalysis.
// A Result's Made marks its points from the Analysis it was counted from
// when first looked at, so it too lasts only as long as that Analysis.
// Copy the figures that must outlive them.
//
// The zero Analyzer is ready to use. An Analyzer must not be used by
// several goroutines at once: use one per goroutine.
type Analyzer struct {
	st  settler
	a   Analysis
	mem reportMemory
}

// Analyze is Analyze, into the Analyzer's memory: the analysis is valid
// until the Analyzer's next Analyze or Count.
func (z *Analyzer) Analyze(f *Final, s Settlement) (*Analysis, error) {
	if err := checkShape(f); err != nil {
		return nil, err
	}
	err := z.st.analyze(&z.a, f, s)
	z.st.a, z.st.f, z.st.settled, z.st.ideal = nil, nil, nil, nil
	if err != nil {
		return nil, err
	}
	return &z.a, nil
}

// Count is Count, into the Analyzer's memory: the report, its analysis
// and its results are valid until the Analyzer's next Analyze or count.
func (z *Analyzer) Count(f *Final, s Settlement, r Rules) (*Report, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	a, err := z.Analyze(f, s)
	if err != nil {
		return nil, err
	}
	return z.CountAnalysis(a, r)
}

// CountAnalysis is CountAnalysis, into the Analyzer's memory. The report
// and its results are valid until the Analyzer's next count.
func (z *Analyzer) CountAnalysis(a *Analysis, r Rules) (*Report, error) {
	return z.mem.count(a, r)
}

// CountBy is sc.Count(a, r), into the Analyzer's memory when sc is one of
// the methods of Scores (with any options): the result is valid until the
// Analyzer's next count by the same method. A type that embeds one of
// them counts as its own Count does; a nil sc is an error.
func (z *Analyzer) CountBy(sc Score, a *Analysis, r Rules) (*Result, error) {
	if sc == nil {
		return nil, errors.New("livingstones: count: nil Score")
	}
	i := methodIndex(sc)
	if i < 0 {
		return sc.Count(a, r) // a type embedding one of them counts its own way
	}
	res := &z.mem.res[i]
	if res.Made == nil {
		res.Made = &z.mem.made[i]
	}
	if err := sc.countInto(a, r, res); err != nil {
		return nil, err
	}
	return res, nil
}
