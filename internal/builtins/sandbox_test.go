package builtins

import "testing"

// TestSandboxRelative: the name handed to the sandbox's os.Root for each
// name a program gives; absolute names must begin with one of Dir's
// names, compared component by component.
func TestSandboxRelative(t *testing.T) {
	st := &sandboxState{Sandbox: Sandbox{Dir: "/srv/box"}, dirs: [][]string{pathParts("/srv/box"), pathParts("/link/box")}}
	tests := []struct {
		name, rel string
		ok        bool
	}{
		{"f.pl", "f.pl", true},
		{"a/../f.pl", "a/../f.pl", true}, // os.Root resolves a before ".."
		{"../f.pl", "../f.pl", true},     // os.Root refuses it
		{"./a//b/./", "a/b/", true},
		{".", ".", true},
		{"/srv/box/f.pl", "f.pl", true},
		{"/srv//box/./a/f.pl", "a/f.pl", true},
		{"/srv/box/a/../f.pl", "a/../f.pl", true},
		{"/srv/box/../box/f.pl", "../box/f.pl", true}, // os.Root refuses it
		{"/srv/box", ".", true},
		{"/srv/box/", "./", true},
		{"/srv/box/a/", "a/", true},
		{"/link/box/f.pl", "f.pl", true},
		{"/srv/boxx/f.pl", "", false},
		{"/srv/f.pl", "", false},
		{"/srv", "", false},
		{"/", "", false},
		{"", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rel, ok := st.relative(tc.name)
			if rel != tc.rel || ok != tc.ok {
				t.Errorf("got %q, %v; want %q, %v", rel, ok, tc.rel, tc.ok)
			}
		})
	}
}
