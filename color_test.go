package livingstones

import "testing"

// ParseColor's doc promises any case; it knew only three spellings.
func TestParseColorAnyCase(t *testing.T) {
	for s, want := range map[string]Color{"B": Black, "b": Black, "bLaCk": Black, "WHITE": White, "White": White, "wHite": White, "w": White} {
		if got, err := ParseColor(s); err != nil || got != want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "e", "blacks", "x"} {
		if _, err := ParseColor(s); err == nil {
			t.Errorf("ParseColor(%q) accepted", s)
		}
	}
}
