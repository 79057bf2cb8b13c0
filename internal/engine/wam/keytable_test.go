package wam

import (
	"slices"
	"testing"
)

// TestKeyTable checks the first-argument index's hash table: every key
// put is found with its list, through growth and with colliding probes,
// a key put again takes its new list, and an absent key has none.
func TestKeyTable(t *testing.T) {
	tests := []struct {
		name string
		keys []cell
	}{
		{"atoms", []cell{mkAtom(1), mkAtom(2), mkAtom(3)}},
		{"integers and atoms alike in value", []cell{mkInt(1), mkAtom(1), mkInt(-1), mkInt(0)}},
		{"many keys, grown", func() []cell {
			var ks []cell
			for i := range 1000 {
				ks = append(ks, mkInt(int64(i*64)), mkFun(i))
			}
			return ks
		}()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tab := makeKeyTable(1)
			for i, k := range tt.keys {
				tab = tab.put(k, []int32{int32(i)}, i)
			}
			if 2*len(tt.keys) > len(tab) {
				t.Fatalf("%d keys in %d buckets", len(tt.keys), len(tab))
			}
			for i, k := range tt.keys {
				if got := tab.get(k); !slices.Equal(got, []int32{int32(i)}) {
					t.Errorf("key %#x: %v, want [%d]", k, got, i)
				}
			}
			if got := tab.get(mkAtom(1 << 20)); got != nil {
				t.Errorf("absent key: %v, want nil", got)
			}
			tab = tab.put(tt.keys[0], []int32{7, 8}, 0)
			if got := tab.get(tt.keys[0]); !slices.Equal(got, []int32{7, 8}) {
				t.Errorf("key put again: %v, want [7 8]", got)
			}
		})
	}
}

// TestFilteredTable checks the table of filtered candidate lists: a
// list is made once per key, found again after the table has grown, and
// keys that differ in any field are different lists.
func TestFilteredTable(t *testing.T) {
	buckets := [][]int32{{0, 1, 2, 3}, {1, 2, 3}, {0, 2}}
	var f filtered
	made := 0
	keepOdd := func(_ int, c int32) bool { made++; return c%2 == 1 }
	type want struct {
		k   sigKey
		out []int32
	}
	var wants []want
	for b := range buckets {
		cands := buckets[b]
		for field := range uint64(40) {
			k := sigKey{&cands[0], len(cands), field}
			before := made
			out := f.get(k, cands, keepOdd)
			if made-before != len(cands) {
				t.Fatalf("bucket %d, field %d: keep ran %d times, want %d", b, field, made-before, len(cands))
			}
			wants = append(wants, want{k, out})
			// A shorter list from the same first element is another key.
			if len(cands) > 1 {
				k2 := sigKey{&cands[0], len(cands) - 1, field}
				wants = append(wants, want{k2, f.get(k2, cands[:len(cands)-1], keepOdd)})
			}
		}
	}
	made = 0
	for _, w := range wants {
		cands := []int32{}
		if got := f.get(w.k, cands, keepOdd); !slices.Equal(got, w.out) {
			t.Errorf("key %+v: %v, want %v", w.k, got, w.out)
		}
	}
	if made != 0 {
		t.Errorf("keep ran %d times for keys already held", made)
	}
	if 2*f.n > len(f.tab) || f.n != len(wants) {
		t.Errorf("%d entries (want %d) in %d", f.n, len(wants), len(f.tab))
	}
}
