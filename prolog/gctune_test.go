package prolog

import "testing"

func TestGCPercent(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		name string
		live uint64
		want int
	}{
		{"nothing live: the most growth", 0, gcMaxPercent},
		{"1 MiB live: 4 MiB of headroom is the cap", 1 * mb, gcMaxPercent},
		{"2 MiB live: 4 MiB of headroom", 2 * mb, 200},
		{"5 MiB live: 4 MiB of headroom", 5 * mb, 80},
		{"8 MiB live: half of it", 8 * mb, 50},
		{"12 MiB live: half of it", 12 * mb, 50},
		{"100 MiB live: half of it", 100 * mb, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := gcPercent(tc.live); got != tc.want {
				t.Errorf("gcPercent(%d) = %d, want %d", tc.live, got, tc.want)
			}
		})
	}
}
