#!/bin/sh
# mkpgo.sh regenerates cmd/goprolog/default.pgo: the CPU profile from which
# the Go toolchain optimises the goprolog binary (profile-guided
# optimisation: go build uses a main package's default.pgo by itself).
# The profile merges the classic benchmark programs and the course's
# all-solutions 8- and 10-queens queries, run by a binary built without
# PGO. Regenerate it after large changes to the engine; a stale profile
# still works, it only helps less.
set -e
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -pgo=off -o "$tmp/goprolog" ./cmd/goprolog
for f in bench/programs/*.pl; do
	grep -q '^bench_main' "$f" || continue # a file the others load
	GOPROLOG_CPUPROFILE="$tmp/$(basename "$f" .pl).prof" "$tmp/goprolog" -q -g 'bench_main,halt' "$f" >/dev/null
done
for p in GAT GTP RD RDC RDH; do
	for n in 8 10; do
		[ "$p$n" = GAT10 ] && continue
		GOPROLOG_CPUPROFILE="$tmp/$p$n.prof" "$tmp/goprolog" -q \
			-g "consult('examples/course/$p.pl'), bagof(P, solution($n, P), S), length(S, _), halt" >/dev/null 2>&1
	done
done
go tool pprof -proto "$tmp"/*.prof >cmd/goprolog/default.pgo
echo "wrote cmd/goprolog/default.pgo ($(wc -c <cmd/goprolog/default.pgo) bytes)"
