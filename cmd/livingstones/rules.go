package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// The rules vocabulary of the command: a rule version, a komi in whole
// stones and a counting method. Every subcommand, the GTP engine and the
// web API read them with the functions below, which take the library's
// names (ls.ParseVersion, ls.ParseScore) and the library's bound on the
// komi (ls.MaxKomi), and say what is wrong in one shape, a vocabError:
//
//	--version "modern": want law or art
//	komi "1001": want a whole number of stones within ±1000
//	counting method "territory": want living, equal-roads, ...
//
// the name being the flag, the GTP word or the JSON field the value came
// under.

// vocabError is a bad word of the rules vocabulary: the name it came
// under, the value and what is wanted instead.
type vocabError struct{ name, value, want string }

func (e *vocabError) Error() string { return fmt.Sprintf("%s %q: want %s", e.name, e.value, e.want) }

// The wanted values, as a vocabError says them.
var (
	wantVersion = "law or art"
	wantKomi    = fmt.Sprintf("a whole number of stones within ±%d", ls.MaxKomi)
	wantMethod  = methodNames(" or ")
)

// methodNames lists the names of the counting methods of ls.Scores in its
// order, the last one after last (" or ", ", "): the flags' help and the
// errors take the names from that one list.
func methodNames(last string) string {
	var b strings.Builder
	scs := ls.Scores()
	for i, sc := range scs {
		switch {
		case i == len(scs)-1:
			b.WriteString(last)
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(sc.Name())
	}
	return b.String()
}

// parseVersion reads a rule version as ls.ParseVersion does ("law",
// "Art", "律法版", ...); name is what it came under.
func parseVersion(name, s string) (ls.Version, error) {
	v, err := ls.ParseVersion(s)
	if err != nil {
		return ls.Law, &vocabError{name, s, wantVersion}
	}
	return v, nil
}

// parseKomi reads a komi in whole stones within ±ls.MaxKomi.
func parseKomi(name, s string) (int, error) {
	k, err := strconv.Atoi(s)
	if err != nil || k < -ls.MaxKomi || k > ls.MaxKomi {
		return 0, &vocabError{name, s, wantKomi}
	}
	return k, nil
}

// checkKomi checks a komi read as a number (JSON).
func checkKomi(name string, k int) error {
	_, err := parseKomi(name, strconv.Itoa(k))
	return err
}

// parseMethod reads the name of a counting method of ls.Scores.
func parseMethod(name, s string) (ls.Score, error) {
	sc, err := ls.ParseScore(s)
	if err != nil {
		return nil, &vocabError{name, s, wantMethod}
	}
	return sc, nil
}

// rulesFlags are the flags --version and --komi of the commands that
// count.
type rulesFlags struct {
	fs            *flag.FlagSet
	version, komi string
}

// addRulesFlags adds --version and --komi to fs; what says what they are
// for ("" for the commands that only count), note adds to --komi's help.
func addRulesFlags(fs *flag.FlagSet, what, note string) *rulesFlags {
	f := &rulesFlags{fs: fs}
	fs.StringVar(&f.version, "version", "law", "rule version"+what+": law or art")
	fs.StringVar(&f.komi, "komi", "", "komi"+what+" in whole `stones` White gives, negative allowed (default: 8 for law, 7 for art)"+note)
	return f
}

// rules returns the rules the flags name: the version, and the komi given
// or else the version's (ls.DefaultRules). komiSet reports whether --komi
// was given. A bad value is a usage error.
func (f *rulesFlags) rules() (r ls.Rules, komiSet bool, err error) {
	v, err := parseVersion("--version", f.version)
	if err != nil {
		return r, false, fmt.Errorf("%w: %v", errUsage, err)
	}
	r = ls.DefaultRules(v)
	if isSet(f.fs, "komi") {
		if r.Komi, err = parseKomi("--komi", f.komi); err != nil {
			return r, false, fmt.Errorf("%w: %v", errUsage, err)
		}
		komiSet = true
	}
	return r, komiSet, nil
}

// rulesName is the RU of the records the engine, the referee and the web
// page write.
func rulesName(r ls.Rules) string {
	return fmt.Sprintf("Counting living stones (计活子), %v version, komi %d stones", r.Version, r.Komi)
}
