package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// readmeSection returns the README's section under the heading line
// (such as "## GTP engine"), up to the next heading of any level.
func readmeSection(t *testing.T, heading string) string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("README.md has no heading %q", heading)
	}
	if i := strings.Index(after, "\n#"); i >= 0 {
		after = after[:i]
	}
	return after
}

// The README documents the engine's commands as gtpCommands lists them:
// the standard ones in the line "Standard commands: ..." and this
// program's in the table of section "GTP extensions", each once and in
// the order list_commands prints them. A command added to gtpCommands
// without its row, or a row left after its command went, fails here.
func TestREADMEListsGTPCommands(t *testing.T) {
	var standard, ours []string
	for _, c := range gtpCommands {
		if strings.HasPrefix(c.name, "livingstones-") {
			ours = append(ours, c.name)
		} else {
			standard = append(standard, c.name)
		}
	}

	engine := readmeSection(t, "## GTP engine")
	m := regexp.MustCompile("Standard commands: `([^`]*)`").FindStringSubmatch(engine)
	if m == nil {
		t.Fatal(`README, GTP engine: no line "Standard commands: ` + "`...`" + `"`)
	}
	if got := strings.Fields(m[1]); !slices.Equal(got, standard) {
		t.Errorf("README, GTP engine, standard commands:\n got %v\nwant %v (gtpCommands)", got, standard)
	}

	// A row of the table: | `COMMAND ARGS` | answer | what it does |.
	row := regexp.MustCompile("(?m)^\\| `([^` ]+)[^`]*` \\|(.*)$")
	var rows []string
	countsRow := ""
	for _, x := range row.FindAllStringSubmatch(readmeSection(t, "### GTP extensions"), -1) {
		name := x[1]
		if !strings.HasPrefix(name, "livingstones-") {
			// An extension of a standard command (play COLOR virtual).
			if !slices.Contains(standard, name) {
				t.Errorf("README, GTP extensions: row %q is no command of gtpCommands", name)
			}
			continue
		}
		rows = append(rows, name)
		if name == "livingstones-counts" {
			countsRow = x[2]
		}
	}
	if !slices.Equal(rows, ours) {
		t.Errorf("README, GTP extensions table:\n got %v\nwant %v (gtpCommands)", rows, ours)
	}
	// The counts row names the methods as the one list of them does.
	if want := "(" + methodNames(", ") + ")"; !strings.Contains(countsRow, want) {
		t.Errorf("README, livingstones-counts row %q does not name the methods %s", countsRow, want)
	}
}
