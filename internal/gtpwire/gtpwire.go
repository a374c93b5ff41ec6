// Package gtpwire reads answers of the Go Text Protocol (GTP, version 2)
// for the repository's own tools and tests that talk to a peer engine
// such as GNU Go. The command's engine and referee have their own bounded
// reader (cmd/livingstones); this one trusts the peer.
package gtpwire

import (
	"bufio"
	"fmt"
	"strings"
)

// ReadAnswer reads one answer: the lines up to the empty line that ends
// it, skipping empty lines before it. It returns the answer without its
// "=" and surrounding space, or an error for a failure answer ("? ...")
// or a broken stream. cmd names the command in errors.
func ReadAnswer(r *bufio.Reader, cmd string) (string, error) {
	var lines []string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("reading the answer to %q: %v", cmd, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	a := strings.Join(lines, "\n")
	if strings.HasPrefix(a, "?") {
		return "", fmt.Errorf("the engine answers %q to %q", a, cmd)
	}
	return strings.TrimSpace(strings.TrimPrefix(a, "=")), nil
}
