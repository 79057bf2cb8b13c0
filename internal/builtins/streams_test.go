package builtins

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// conj joins goals with ','/2.
func ioConj(gs ...engine.Term) engine.Term {
	g := gs[len(gs)-1]
	for i := len(gs) - 2; i >= 0; i-- {
		g = ioC(",", gs[i], g)
	}
	return g
}

func TestStreamErrors(t *testing.T) {
	dir := t.TempDir()
	exists := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(exists, []byte("ab\nc"), 0o644); err != nil {
		t.Fatal(err)
	}
	runIOCases(t, []ioCase{
		{name: "open missing", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(filepath.Join(dir, "nofile")), ioA("read"), m.NewVar())
		}, err: ioC("existence_error", ioA("source_sink"), ioA(filepath.Join(dir, "nofile")))},
		{name: "open var", goal: func(m *engine.Machine) engine.Term { return ioC("open", m.NewVar(), ioA("read"), m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "open mode var", goal: func(m *engine.Machine) engine.Term { return ioC("open", ioA("f"), m.NewVar(), m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "open bad mode", goal: func(m *engine.Machine) engine.Term { return ioC("open", ioA("f"), ioA("foo"), m.NewVar()) }, err: ioC("domain_error", ioA("io_mode"), ioA("foo"))},
		{name: "open mode int", goal: func(m *engine.Machine) engine.Term { return ioC("open", ioA("f"), ioI(1), m.NewVar()) }, err: ioC("type_error", ioA("atom"), ioI(1))},
		{name: "open bound stream", goal: ioGoal(ioC("open", ioA(exists), ioA("read"), ioA("s"))), err: ioC("uninstantiation_error", ioA("s"))},
		{name: "open compound", goal: func(m *engine.Machine) engine.Term { return ioC("open", ioC("f", ioA("x")), ioA("write"), m.NewVar()) }, err: ioC("type_error", ioA("text"), ioC("f", ioA("x")))},
		{name: "open bad option", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioL(ioA("bad")))
		}, err: ioC("type_error", ioA("option"), ioA("bad"))},
		{name: "open options not list", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioA("bad"))
		}, err: ioC("type_error", ioA("list"), ioA("bad"))},
		{name: "open var option", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioL(m.NewVar()))
		}, err: ioA("instantiation_error")},
		{name: "open alias in use", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioL(ioC("alias", ioA("user_input"))))
		}, err: ioC("permission_error", ioA("open"), ioA("source_sink"), ioC("alias", ioA("user_input")))},
		{name: "open bad type", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioL(ioC("type", ioA("foo"))))
		}, err: ioC("domain_error", ioA("stream_option"), ioC("type", ioA("foo")))},
		{name: "open bad eof_action", goal: func(m *engine.Machine) engine.Term {
			return ioC("open", ioA(exists), ioA("read"), m.NewVar(), ioL(ioC("eof_action", ioA("x"))))
		}, err: ioC("domain_error", ioA("eof_action"), ioA("x"))},
		{name: "close unknown", goal: ioGoal(ioC("close", ioA("foo"))), err: ioC("existence_error", ioA("stream"), ioA("foo"))},
		{name: "close var", goal: func(m *engine.Machine) engine.Term { return ioC("close", m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "close user_input is a no-op", goal: ioGoal(ioConj(ioC("close", ioA("user_input")), ioC("close", ioA("user_output"), ioL(ioC("force", ioA("true")))), ioC("write", ioA("user_output"), ioA("x")))), out: "x"},
		{name: "close bad option", goal: ioGoal(ioC("close", ioA("user_output"), ioL(ioA("foo")))), err: ioC("type_error", ioA("option"), ioA("foo"))},
		{name: "current_output unknown alias", goal: ioGoal(ioC("current_output", ioA("foo"))), err: ioC("existence_error", ioA("stream"), ioA("foo"))},
		{name: "current_output integer", goal: ioGoal(ioC("current_output", ioI(1))), err: ioC("domain_error", ioA("stream_or_alias"), ioI(1))},
		{name: "current_input alias", goal: ioGoal(ioC("current_input", ioA("user_input")))},
		{name: "set_input output", goal: ioGoal(ioC("set_input", ioA("user_output"))), err: ioC("permission_error", ioA("input"), ioA("stream"), ioA("user_output"))},
		{name: "set_output input", goal: ioGoal(ioC("set_output", ioA("user_input"))), err: ioC("permission_error", ioA("output"), ioA("stream"), ioA("user_input"))},
		{name: "get_char output", goal: func(m *engine.Machine) engine.Term { return ioC("get_char", ioA("user_output"), m.NewVar()) }, err: ioC("permission_error", ioA("input"), ioA("stream"), ioA("user_output"))},
		{name: "at_end_of_stream output", goal: ioGoal(ioC("at_end_of_stream", ioA("user_output"))), err: ioC("permission_error", ioA("input"), ioA("stream"), ioA("user_output"))},
		{name: "get_char bad arg", goal: ioGoal(ioC("get_char", ioA("user_input"), ioA("ab"))), err: ioC("type_error", ioA("character"), ioA("ab"))},
		{name: "get_byte text", goal: func(m *engine.Machine) engine.Term { return ioC("get_byte", ioA("user_input"), m.NewVar()) }, err: ioC("permission_error", ioA("input"), ioA("text_stream"), ioA("user_input"))},
		{name: "put_byte text", goal: ioGoal(ioC("put_byte", ioA("user_output"), ioI(65))), err: ioC("permission_error", ioA("output"), ioA("text_stream"), ioA("user_output"))},
		{name: "put_code atom", goal: ioGoal(ioC("put_code", ioA("a"))), out: "a"},
		{name: "put_code negative", goal: ioGoal(ioC("put_code", ioI(-1))), err: ioC("type_error", ioA("character"), ioI(-1))},
		{name: "put_code var", goal: func(m *engine.Machine) engine.Term { return ioC("put_code", m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "flush input", goal: ioGoal(ioC("flush_output", ioA("user_input"))), err: ioC("permission_error", ioA("output"), ioA("stream"), ioA("user_input"))},
		{name: "set_stream var", goal: func(m *engine.Machine) engine.Term { return ioC("set_stream", ioA("user_output"), m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "set_stream atom", goal: ioGoal(ioC("set_stream", ioA("user_output"), ioA("foo"))), err: ioC("type_error", ioA("stream_attribute"), ioA("foo"))},
		{name: "set_stream unknown", goal: ioGoal(ioC("set_stream", ioA("user_output"), ioC("foo", ioA("bar")))), err: ioC("domain_error", ioA("stream_attribute"), ioC("foo", ioA("bar")))},
		{name: "stream_property bad property fails", goal: func(m *engine.Machine) engine.Term { return ioC("stream_property", m.NewVar(), ioC("bad", ioA("x"))) }, fail: true},
		{name: "stream_property unknown alias", goal: func(m *engine.Machine) engine.Term { return ioC("stream_property", ioA("foo"), m.NewVar()) }, err: ioC("existence_error", ioA("stream"), ioA("foo"))},
		{name: "stream_property integer", goal: func(m *engine.Machine) engine.Term { return ioC("stream_property", ioI(1), m.NewVar()) }, err: ioC("domain_error", ioA("stream_or_alias"), ioI(1))},
		{name: "stream_property alias", goal: ioGoal(ioC("stream_property", ioA("user_output"), ioC("alias", ioA("user_output"))))},
		{name: "stream_property mode", goal: ioGoal(ioC("stream_property", ioA("user_input"), ioC("mode", ioA("read"))))},
		{name: "stream_property user_output mode", goal: ioGoal(ioC("stream_property", ioA("user_output"), ioC("mode", ioA("write"))))},
	})
}

func TestStreamFileRoundTrip(t *testing.T) {
	dir := t.TempDir()
	file := ioA(filepath.Join(dir, "out.txt"))
	m, out := newIOMachine("")
	w, r := m.NewVar(), m.NewVar()
	c1, c2, c3, c4, c5, c6 := m.NewVar(), m.NewVar(), m.NewVar(), m.NewVar(), m.NewVar(), m.NewVar()
	lc, lp, cc := m.NewVar(), m.NewVar(), m.NewVar()
	g := ioConj(
		ioC("open", file, ioA("write"), w, ioL(ioC("alias", ioA("out")))),
		ioC("format", ioA("out"), ioS("é~w~n"), ioL(ioA("x"))),
		ioC("put_char", w, ioA("z")),
		ioC("close", w),
		ioC("open", file, ioA("read"), r, ioL(ioC("eof_action", ioA("error")))),
		ioC("peek_char", r, c1),
		ioC("get_char", r, c2),
		ioC("get_code", r, c3),
		ioC("get_char", r, c4),
		ioC("line_count", r, lc),
		ioC("line_position", r, lp),
		ioC("character_count", r, cc),
		ioC("get_char", r, c5),
		ioC("peek_code", r, c6),
	)
	ok, err := m.Once(g)
	if !ok || err != nil {
		t.Fatalf("goal: %v %v", ok, err)
	}
	want := map[string][2]engine.Term{
		"peek": {c1, ioA("é")}, "get": {c2, ioA("é")}, "code": {c3, ioI('x')}, "nl": {c4, ioA("\n")},
		"line_count": {lc, ioI(2)}, "line_position": {lp, ioI(0)}, "character_count": {cc, ioI(3)},
		"z": {c5, ioA("z")}, "peek eof": {c6, ioI(-1)},
	}
	for name, p := range want {
		if engine.Compare(engine.Deref(p[0]), p[1]) != 0 {
			t.Errorf("%s: got %v", name, engine.Format(p[0], engine.WriteOptions{Quoted: true}))
		}
	}
	// eof_action(error): the first read at the end gives end_of_file, the
	// next one a permission error.
	c7 := m.NewVar()
	if ok, err := m.Once(ioC("get_char", r, c7)); !ok || err != nil || engine.Deref(c7) != engine.AtomEOF {
		t.Fatalf("first eof read: %v %v %v", ok, err, engine.Deref(c7))
	}
	if ok, err := m.Once(ioC("at_end_of_stream", r)); !ok || err != nil {
		t.Errorf("at_end_of_stream: %v %v", ok, err)
	}
	_, err = m.Once(ioC("get_char", r, m.NewVar()))
	if f := errorFormal(err); f == nil || engine.Compare(f, ioC("permission_error", ioA("input"), ioA("past_end_of_stream"), engine.Deref(r))) != 0 {
		t.Errorf("past eof: %v", err)
	}
	if ok, err := m.Once(ioC("close", r)); !ok || err != nil {
		t.Fatalf("close: %v %v", ok, err)
	}
	_, err = m.Once(ioC("get_char", r, m.NewVar()))
	if f := errorFormal(err); f == nil || engine.Compare(f, ioC("existence_error", ioA("stream"), engine.Deref(r))) != 0 {
		t.Errorf("closed stream: %v", err)
	}
	if out.Len() != 0 {
		t.Errorf("stray output %q", out.String())
	}
}

func TestStreamBinary(t *testing.T) {
	dir := t.TempDir()
	file := ioA(filepath.Join(dir, "bin"))
	m, _ := newIOMachine("")
	w, r, b1, b2, b3 := m.NewVar(), m.NewVar(), m.NewVar(), m.NewVar(), m.NewVar()
	g := ioConj(
		ioC("open", file, ioA("write"), w, ioL(ioC("type", ioA("binary")))),
		ioC("put_byte", w, ioI(200)),
		ioC("put_byte", w, ioI(1)),
		ioC("close", w),
		ioC("open", file, ioA("read"), r, ioL(ioC("type", ioA("binary")))),
		ioC("peek_byte", r, b1),
		ioC("get_byte", r, b1),
		ioC("get_byte", r, b2),
		ioC("get_byte", r, b3),
		ioC("close", r),
	)
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("goal: %v %v", ok, err)
	}
	for i, p := range [][2]engine.Term{{b1, ioI(200)}, {b2, ioI(1)}, {b3, ioI(-1)}} {
		if engine.Compare(engine.Deref(p[0]), p[1]) != 0 {
			t.Errorf("byte %d: got %v", i, engine.Deref(p[0]))
		}
	}
	_, err := m.Once(ioC("put_byte", ioA("user_error"), ioI(300)))
	if f := errorFormal(err); f == nil || engine.Compare(f, ioC("permission_error", ioA("output"), ioA("text_stream"), ioA("user_error"))) != 0 {
		t.Errorf("put_byte text: %v", err)
	}
}

func TestStreamUserInput(t *testing.T) {
	m, out := newIOMachine("ab\nc")
	vars := make([]*engine.Var, 6)
	for i := range vars {
		vars[i] = m.NewVar()
	}
	g := ioConj(
		ioC("get_char", vars[0]),
		ioC("peek_code", vars[1]),
		ioC("get_code", vars[2]),
		ioC("get_char", vars[3]),
		ioC("get_char", vars[4]),
		ioC("get_char", vars[5]),
		ioC("at_end_of_stream"),
		ioC("current_input", m.NewVar()),
		ioC("set_output", ioA("user_error")),
		ioC("write", ioA("hidden")),
		ioC("set_output", ioA("user_output")),
		ioC("write", ioA("shown")),
	)
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("goal: %v %v", ok, err)
	}
	want := []engine.Term{ioA("a"), ioI('b'), ioI('b'), ioA("\n"), ioA("c"), engine.AtomEOF}
	for i, w := range want {
		if engine.Compare(engine.Deref(vars[i]), w) != 0 {
			t.Errorf("read %d: got %v", i, engine.Deref(vars[i]))
		}
	}
	m.UserOut.Flush()
	if out.String() != "shown" {
		t.Errorf("output %q", out.String())
	}
}

func TestStreamPropertyEnumeration(t *testing.T) {
	m, _ := newIOMachine("")
	s, p := m.NewVar(), m.NewVar()
	q := m.Solve(ioC("stream_property", s, ioC("alias", p)))
	var got []string
	for {
		ok, err := q.Next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, engine.Deref(p).(*engine.Atom).Name)
	}
	want := []string{"user_input", "user_output", "user_error"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got %v, want %v", got, want)
		}
	}
}

func TestSeeTell(t *testing.T) {
	dir := t.TempDir()
	file := ioA(filepath.Join(dir, "t.txt"))
	m, out := newIOMachine("")
	c := m.NewVar()
	g := ioConj(
		ioC("tell", file),
		ioC("write", ioA("hi")),
		ioC("told"),
		ioC("append", file),
		ioC("write", ioA("!")),
		ioC("told"),
		ioC("see", file),
		ioC("get_char", m.NewVar()),
		ioC("get_char", m.NewVar()),
		ioC("get_char", c),
		ioC("seen"),
		ioC("write", ioA("done")),
	)
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("goal: %v %v", ok, err)
	}
	if engine.Deref(c) != ioA("!") {
		t.Errorf("read back %v", engine.Deref(c))
	}
	m.UserOut.Flush()
	if out.String() != "done" {
		t.Errorf("output %q", out.String())
	}
	data, _ := os.ReadFile(filepath.Join(dir, "t.txt"))
	if string(data) != "hi!" {
		t.Errorf("file %q", data)
	}
}
