// Package difftest holds what the differential tests against SWI-Prolog
// share across packages.
package difftest

import (
	"regexp"
	"strconv"
)

var varName = regexp.MustCompile(`_G?[0-9]+`)

// NormalizeVars renames the variables of a line of output _0, _1, ... in
// order of appearance: SWI-Prolog and goprolog number variables
// differently.
func NormalizeVars(line string) string {
	names := map[string]string{}
	return varName.ReplaceAllStringFunc(line, func(v string) string {
		if n, ok := names[v]; ok {
			return n
		}
		n := "_" + strconv.Itoa(len(names))
		names[v] = n
		return n
	})
}
