package engine

import (
	"strings"
	"testing"
	"unsafe"
)

// TestVarNamesKeepNoText checks that the source names a clause keeps
// for listing/1 are not slices of the text they were read from, which
// would keep that whole text alive with the clause.
func TestVarNamesKeepNoText(t *testing.T) {
	text := "Xs" + strings.Repeat(" ", 4096)
	b := newTB()
	cl, err := b.m.AddClause(c("p", b.v("Xs")), true)
	if err != nil {
		t.Fatal(err)
	}
	cl.SetVarNames([]string{text[:2]})
	got := cl.VarNames()
	if len(got) != 1 || got[0] != "Xs" {
		t.Fatalf("VarNames() = %q, want [Xs]", got)
	}
	start, end := uintptr(unsafe.Pointer(unsafe.StringData(text))), uintptr(unsafe.Pointer(unsafe.StringData(text)))+uintptr(len(text))
	if p := uintptr(unsafe.Pointer(unsafe.StringData(got[0]))); p >= start && p < end {
		t.Errorf("the name is a slice of the text it was read from")
	}
}
