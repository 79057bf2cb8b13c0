package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// The file-name, file-system and operating-system predicates compared
// with SWI-Prolog goal by goal. The goals run in a fixture directory
// (osFixture) that both systems enter with working_directory/2 first;
// os_run prints each result with the fixture's absolute name replaced by
// dir(Rest) and the module of error contexts dropped, so that the two
// runs, in different places, compare. Goals that change the fixture work
// in scratch/ and undo what they did, so that the second system finds
// what the first found.

var fileNameGoals = []string{
	// file_base_name/2
	`file_base_name('/a/b/c.pl', R)`,
	`file_base_name('/a/b/', R)`,
	`file_base_name('/', R)`,
	`file_base_name('//', R)`,
	`file_base_name('', R)`,
	`file_base_name(abc, R)`,
	`file_base_name('a//b//', R)`,
	`file_base_name([], R)`,
	`file_base_name(12, R)`,
	`file_base_name(1.5, R)`,
	`atom_string('a/b', S), file_base_name(S, R)`,
	`atom_codes('x/yz', Cs), file_base_name(Cs, R)`,
	`atom_chars('x/yz', Cs), file_base_name(Cs, R)`,
	`os_yes(file_base_name('a/b', b), R)`,
	`os_yes(file_base_name('a/b', x), R)`,
	`atom_string(b, S), os_yes(file_base_name('a/b', S), R)`,
	`file_base_name('a\0b/c', R)`,
	`file_base_name(_, R)`,
	`file_base_name(f(x), R)`,
	`file_base_name([a|_], R)`,
	`file_base_name([a|b], R)`,
	`os_det(file_base_name('a/b', _), R)`,
	// file_directory_name/2
	`file_directory_name('/a/b/c.pl', R)`,
	`file_directory_name('/a/b/', R)`,
	`file_directory_name('/a/b//', R)`,
	`file_directory_name('/', R)`,
	`file_directory_name('//', R)`,
	`file_directory_name('', R)`,
	`file_directory_name(abc, R)`,
	`file_directory_name('abc/', R)`,
	`file_directory_name('a//b', R)`,
	`file_directory_name('/abc', R)`,
	`file_directory_name('//abc', R)`,
	`file_directory_name('./a', R)`,
	`file_directory_name('.', R)`,
	`file_directory_name('..', R)`,
	`file_directory_name('x/../y', R)`,
	`file_directory_name(12, R)`,
	`file_directory_name([], R)`,
	`atom_string('a/b', S), file_directory_name(S, R)`,
	`file_directory_name('a\0b/c', R)`,
	`file_directory_name(_, R)`,
	`file_directory_name(f(x), R)`,
	`os_det(file_directory_name('a/b', _), R)`,
	// file_name_extension/3: splitting
	`file_name_extension(B, E, 'foo.pl'), R = B-E`,
	`file_name_extension(B, E, foo), R = B-E`,
	`file_name_extension(B, E, 'foo.'), R = B-E`,
	`file_name_extension(B, E, '.foo'), R = B-E`,
	`file_name_extension(B, E, 'a/.foo'), R = B-E`,
	`file_name_extension(B, E, 'a.b/c'), R = B-E`,
	`file_name_extension(B, E, 'a.b/c.d'), R = B-E`,
	`file_name_extension(B, E, 'a.tar.gz'), R = B-E`,
	`file_name_extension(B, E, ''), R = B-E`,
	`file_name_extension(B, E, '/'), R = B-E`,
	`file_name_extension(B, E, 'a.b/'), R = B-E`,
	`file_name_extension(B, E, '..'), R = B-E`,
	`file_name_extension(B, E, 'x/..'), R = B-E`,
	`file_name_extension(B, E, 12), R = B-E`,
	`file_name_extension(B, E, 1.5), R = B-E`,
	`file_name_extension(B, E, 'x.12'), R = B-E`,
	`file_name_extension(B, E, []), R = B-E`,
	`atom_string('foo.pl', S), file_name_extension(B, E, S), R = B-E`,
	`atom_string(foo, S), file_name_extension(B, E, S), R = B-E`,
	`atom_codes('a.b', Cs), file_name_extension(B, E, Cs), R = B-E`,
	`atom_codes(ab, Cs), file_name_extension(B, E, Cs), R = B-E`,
	`file_name_extension(B, E, 'a\0b.c'), R = B-E`,
	// file_name_extension/3: checking
	`file_name_extension(B, pl, 'foo.pl'), R = B`,
	`file_name_extension(B, '.pl', 'foo.pl'), R = B`,
	`os_yes(file_name_extension(_, txt, 'foo.pl'), R)`,
	`os_yes(file_name_extension(_, '', 'foo.pl'), R)`,
	`file_name_extension(B, '', foo), R = B`,
	`os_yes(file_name_extension(_, pl, foo), R)`,
	`os_yes(file_name_extension(_, 'PL', 'foo.pl'), R)`,
	`file_name_extension(foo, E, 'foo.pl'), R = E`,
	`os_yes(file_name_extension('foo.pl', _, 'foo.pl'), R)`,
	`os_yes(file_name_extension(bar, _, 'foo.pl'), R)`,
	`os_yes(file_name_extension(foo, pl, 'foo.pl'), R)`,
	`os_yes(file_name_extension(foo, '.pl', 'foo.pl'), R)`,
	`os_yes(file_name_extension('foo.pl', pl, 'foo.pl'), R)`,
	`atom_string(pl, S), os_yes(file_name_extension(foo, S, 'foo.pl'), R)`,
	`atom_string(foo, S), os_yes(file_name_extension(S, pl, 'foo.pl'), R)`,
	`os_yes(file_name_extension(_, [], foo), R)`,
	`file_name_extension(B, [], 'foo.'), R = B`,
	`file_name_extension(B, '.', 'foo.'), R = B`,
	`os_yes(file_name_extension(_, '.', foo), R)`,
	`os_yes(file_name_extension(_, f(x), 'foo.pl'), R)`,
	`os_yes(file_name_extension(f(x), _, foo), R)`,
	`file_name_extension(B, 1, 'foo.1'), R = B`,
	`os_yes(file_name_extension(a, b, c), R)`,
	// file_name_extension/3: adding
	`file_name_extension(foo, pl, R)`,
	`file_name_extension(foo, '.pl', R)`,
	`file_name_extension(foo, '', R)`,
	`file_name_extension(foo, '.', R)`,
	`file_name_extension('foo.pl', pl, R)`,
	`file_name_extension('foo.pl', txt, R)`,
	`file_name_extension('foo.PL', pl, R)`,
	`file_name_extension('', pl, R)`,
	`file_name_extension(foo, 'p.l', R)`,
	`file_name_extension(foo, '..pl', R)`,
	`file_name_extension('x.pl', '.pl', R)`,
	`file_name_extension('a.b/c', b, R)`,
	`file_name_extension('a.b/c', c, R)`,
	`file_name_extension(foo, 'a/b', R)`,
	`file_name_extension(1, 2, R)`,
	`file_name_extension(12, '', R)`,
	`file_name_extension([], [], R)`,
	`file_name_extension(foo, [], R)`,
	`atom_string(foo, S), file_name_extension(S, pl, R)`,
	`atom_string('foo.pl', S), file_name_extension(S, pl, R)`,
	`atom_string(foo, S), file_name_extension(S, '', R)`,
	`atom_codes(foo, Cs), file_name_extension(Cs, pl, R)`,
	`file_name_extension('a\0b', pl, R)`,
	// file_name_extension/3: errors and determinism
	`file_name_extension(_, _, _)`,
	`file_name_extension(foo, _, _)`,
	`file_name_extension(_, pl, _)`,
	`file_name_extension(f(x), pl, _)`,
	`file_name_extension(foo, f(x), _)`,
	`file_name_extension(_, _, f(x))`,
	`file_name_extension(x, y, f(x))`,
	`file_name_extension(_, _, [a|_])`,
	`os_det(file_name_extension(_, _, 'a.b'), R)`,
	`os_det(file_name_extension(a, b, _), R)`,
	// is_absolute_file_name/1
	`os_yes(is_absolute_file_name('/a'), R)`,
	`os_yes(is_absolute_file_name(a), R)`,
	`os_yes(is_absolute_file_name(''), R)`,
	`os_yes(is_absolute_file_name('~/a'), R)`,
	`os_yes(is_absolute_file_name('//a'), R)`,
	`os_yes(is_absolute_file_name('a/b'), R)`,
	`os_yes(is_absolute_file_name([0'/]), R)`,
	`atom_string('/a', S), os_yes(is_absolute_file_name(S), R)`,
	`is_absolute_file_name(12)`,
	`is_absolute_file_name(_)`,
	`is_absolute_file_name(f(x))`,
	`os_det(is_absolute_file_name('/a'), R)`,
}

var fileSystemGoals = []string{
	// working_directory/2: the goals leave the fixture as the working
	// directory.
	`working_directory(D, D), os_rel(D, R)`,
	`working_directory(O, sub), working_directory(N, O), R = N`,
	`working_directory(O, 'sub/'), working_directory(N, O), R = N`,
	`working_directory(O, 'sub/../sub/./'), working_directory(N, O), R = N`,
	`working_directory(O, dirlink), working_directory(N, '..'), working_directory(_, O), R = N`,
	`working_directory(_, sub), working_directory(A, '..'), working_directory(B, B), R = A-B`,
	`working_directory(O, sub), os_yes(exists_file(x), R), working_directory(_, O)`,
	`working_directory(O, sub), open(x, read, S), close(S), working_directory(_, O), R = opened`,
	`working_directory(O, sub), absolute_file_name(foo, A), working_directory(_, O), R = A`,
	`working_directory(O, sub), os_yes(exists_file('file.txt'), R), working_directory(_, O)`,
	`working_directory(O, ''), working_directory(N, N), R = O-N`,
	`working_directory(O, []), working_directory(N, N), R = O-N`,
	`working_directory(O, '.'), working_directory(N, N), R = O-N`,
	`os_dir(D), working_directory(O, D), R = O`,
	`atom_codes(sub, Cs), working_directory(O, Cs), working_directory(N, O), R = N`,
	`os_yes(working_directory(foo, sub), R)`,
	`os_yes((working_directory(D, D), atom_string(D, S), working_directory(S, sub)), R)`,
	`working_directory(_, nosuch)`,
	`working_directory(_, 'file.txt')`,
	`working_directory(_, dangling)`,
	`working_directory(_, _)`,
	`working_directory(_, f(x))`,
	`working_directory(_, 12)`,
	`os_det(working_directory(_, '.'), R)`,
	// directory_files/2
	`directory_files(listing, R)`,
	`directory_files('listing/', R)`,
	`atom_codes(listing, Cs), directory_files(Cs, R)`,
	`directory_files(emptydir, R)`,
	`directory_files(dirlink, L), msort(L, R)`,
	`os_dir(D), atom_concat(D, '/listing', P), directory_files(P, R)`,
	`os_yes(directory_files(emptydir, ['.', '..']), R)`,
	`os_yes(directory_files(emptydir, foo), R)`,
	`directory_files(nosuch, R)`,
	`directory_files('file.txt', R)`,
	`directory_files(dangling, R)`,
	`directory_files('', R)`,
	`directory_files(_, R)`,
	`directory_files(f(x), R)`,
	`directory_files(12, R)`,
	`os_det(directory_files(emptydir, _), R)`,
	// make_directory/1, delete_directory/1
	`make_directory('scratch/d1'), os_yes(exists_directory('scratch/d1'), R0), delete_directory('scratch/d1'), os_yes(exists_directory('scratch/d1'), R1), R = R0-R1`,
	`atom_codes('scratch/d2', Cs), make_directory(Cs), delete_directory(Cs), R = done`,
	`os_det((make_directory('scratch/d3'), delete_directory('scratch/d3')), R)`,
	`make_directory(sub)`,
	`make_directory('nosuch/x')`,
	`make_directory('file.txt/x')`,
	`make_directory('')`,
	`make_directory(_)`,
	`make_directory(f(x))`,
	`delete_directory('scratch/nosuch')`,
	`delete_directory(sub)`,
	`delete_directory('sub/x')`,
	`delete_directory('file.txt')`,
	`delete_directory('')`,
	`delete_directory(_)`,
	`delete_directory(12)`,
	// rename_file/2
	`os_touch('scratch/r1'), rename_file('scratch/r1', 'scratch/r2'), os_yes(exists_file('scratch/r1'), A), os_yes(exists_file('scratch/r2'), B), delete_file('scratch/r2'), R = A-B`,
	`os_touch('scratch/r3'), atom_string('scratch/r4', S), rename_file('scratch/r3', S), delete_file('scratch/r4'), R = done`,
	`os_touch('scratch/r5'), os_det(rename_file('scratch/r5', 'scratch/r6'), R), delete_file('scratch/r6')`,
	`make_directory('scratch/rd1'), make_directory('scratch/rd2'), rename_file('scratch/rd1', 'scratch/rd2'), os_yes(exists_directory('scratch/rd1'), A), delete_directory('scratch/rd2'), R = A`,
	`rename_file('file.txt', 'file.txt')`,
	`rename_file('file.txt', './file.txt')`,
	`rename_file(nosuch, 'scratch/x')`,
	`rename_file('file.txt', 'nosuch/x')`,
	`rename_file('file.txt', sub)`,
	`rename_file(sub, 'file.txt')`,
	`rename_file(sub, 'sub/y')`,
	`rename_file('', x)`,
	`rename_file(_, x)`,
	`rename_file(x, _)`,
	`rename_file(f(x), y)`,
	`rename_file(x, f(y))`,
	// size_file/2, time_file/2
	`size_file('file.txt', R)`,
	`size_file('sub/x', R)`,
	`size_file('link.txt', R)`,
	`atom_string('file.txt', S), size_file(S, R)`,
	`os_yes(size_file('file.txt', 5), R)`,
	`os_yes(size_file('file.txt', foo), R)`,
	`size_file(nosuch, R)`,
	`size_file(dangling, R)`,
	`size_file('', R)`,
	`size_file(_, R)`,
	`size_file(f(x), R)`,
	`os_det(size_file('file.txt', _), R)`,
	`time_file('file.txt', R)`,
	`time_file('link.txt', T1), time_file('file.txt', T2), R = T1-T2`,
	`time_file('file.txt', T), ( float(T) -> R = float ; R = T )`,
	`os_yes(time_file('file.txt', foo), R)`,
	`time_file(nosuch, R)`,
	`time_file('', R)`,
	`time_file(_, R)`,
	`time_file(f(x), R)`,
	`os_det(time_file('file.txt', _), R)`,
	// same_file/2
	`os_yes(same_file('file.txt', './file.txt'), R)`,
	`os_yes(same_file('file.txt', 'link.txt'), R)`,
	`os_yes(same_file('file.txt', 'sub/x'), R)`,
	`os_yes(same_file(sub, dirlink), R)`,
	`os_yes(same_file(nosuch, nosuch), R)`,
	`os_yes(same_file(nosuch, 'file.txt'), R)`,
	`os_yes(same_file('file.txt', nosuch), R)`,
	`os_yes(same_file(dangling, dangling), R)`,
	`os_dir(D), atom_concat(D, '/file.txt', P), os_yes(same_file(P, 'file.txt'), R)`,
	`atom_string('file.txt', S), os_yes(same_file(S, 'file.txt'), R)`,
	`same_file(_, a)`,
	`same_file(a, _)`,
	`same_file(f(x), a)`,
	`os_det(same_file('file.txt', 'link.txt'), R)`,
	// access_file/2
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file('file.txt', M)), R)`,
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file(sub, M)), R)`,
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file(nosuch, M)), R)`,
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file('nosuch/x', M)), R)`,
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file('file.txt/x', M)), R)`,
	`findall(M, (member(M, [read, write, append, execute, search, exist, none]), access_file('', M)), R)`,
	`findall(M, (member(M, [read, write, exist]), access_file(dangling, M)), R)`,
	`os_yes(access_file('/bin/sh', execute), R)`,
	`access_file('file.txt', existence)`,
	`access_file('file.txt', foo)`,
	`access_file('file.txt', 1)`,
	`access_file('file.txt', _)`,
	`access_file(_, read)`,
	`access_file(f(x), read)`,
	`access_file(12, read)`,
	`os_det(access_file('file.txt', read), R)`,
	// tmp_file/2
	`tmp_file(foo, F), file_base_name(F, B), atomic_list_concat(Parts, '_', B), length(Parts, N), Parts = [P1, P2|_], R = N-P1-P2`,
	`tmp_file('', F), file_base_name(F, B), atomic_list_concat([P1|Parts], '_', B), length(Parts, N), R = N-P1`,
	`tmp_file(foo, F1), tmp_file(foo, F2), ( F1 == F2 -> R = same ; R = different )`,
	`tmp_file(x, F), os_yes(exists_file(F), R)`,
	`os_yes(tmp_file(a, b), R)`,
	`tmp_file(_, _)`,
	`tmp_file(f(x), _)`,
	`os_det(tmp_file(a, _), R)`,
	// absolute_file_name/2
	`absolute_file_name(foo, A), os_rel(A, R)`,
	`absolute_file_name('foo/', A), os_rel(A, R)`,
	`absolute_file_name('./foo/../bar', A), os_rel(A, R)`,
	`absolute_file_name('sub/../sub/./x', A), os_rel(A, R)`,
	`absolute_file_name('foo/..', A), os_rel(A, R)`,
	`absolute_file_name('foo/../', A), os_rel(A, R)`,
	`absolute_file_name('.', A), os_rel(A, R)`,
	`absolute_file_name('./', A), os_rel(A, R)`,
	`absolute_file_name('', A), os_rel(A, R)`,
	`absolute_file_name([], A), os_rel(A, R)`,
	`absolute_file_name('a/./././b', A), os_rel(A, R)`,
	`absolute_file_name('...', A), os_rel(A, R)`,
	`absolute_file_name('a/.../b', A), os_rel(A, R)`,
	`absolute_file_name('~/x', A), os_rel(A, R)`,
	`absolute_file_name('$HOME/x', A), os_rel(A, R)`,
	`absolute_file_name('/a/b/../../..', R)`,
	`absolute_file_name('/a//b/./c/', R)`,
	`absolute_file_name('/a/b/..', R)`,
	`absolute_file_name('/a/b/.', R)`,
	`absolute_file_name('//x', R)`,
	`absolute_file_name('/..', R)`,
	`absolute_file_name('/a/../../b', R)`,
	`absolute_file_name('/a/b/../', R)`,
	`atom_string(foo, S), absolute_file_name(S, A), os_rel(A, R)`,
	`absolute_file_name(sub/x, A), os_rel(A, R)`,
	`absolute_file_name(a/b/c, A), os_rel(A, R)`,
	`absolute_file_name(1/2, A), os_rel(A, R)`,
	`os_yes(absolute_file_name(foo, bar), R)`,
	`os_yes(absolute_file_name(f(x), _), R)`,
	`os_yes(absolute_file_name(a/f(x), _), R)`,
	`os_yes(absolute_file_name([0'a], _), R)`,
	`absolute_file_name(_, _)`,
	`absolute_file_name(12, _)`,
	`absolute_file_name(a/_, _)`,
	`os_det(absolute_file_name(foo, _), R)`,
	`os_det(absolute_file_name(sub/x, _), R)`,
	// absolute_file_name/3: extensions, file types, access
	`absolute_file_name(a, A, []), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions([pl])]), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions([pl]), access(read)]), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions([txt, pl]), access(read)]), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions(['.pl'])]), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions(['..pl'])]), os_rel(A, R)`,
	`absolute_file_name('a.pl', A, [extensions([pl])]), os_rel(A, R)`,
	`absolute_file_name(a, A, [extensions=[pl]]), os_rel(A, R)`,
	`absolute_file_name(a, A, [file_type=prolog]), os_rel(A, R)`,
	`absolute_file_name(a, A, [file_type(prolog)]), os_rel(A, R)`,
	`absolute_file_name(a, A, [file_type(source), access(read)]), os_rel(A, R)`,
	`absolute_file_name(a, A, [file_type(prolog), extensions([txt])]), os_rel(A, R)`,
	`absolute_file_name(sub, A, [file_type(directory)]), os_rel(A, R)`,
	`absolute_file_name('sub/', A, [file_type(directory), access(read)]), os_rel(A, R)`,
	`absolute_file_name(sub, A, [access(none)]), os_rel(A, R)`,
	`absolute_file_name(dd, A, [file_type(directory), extensions([pl])]), os_rel(A, R)`,
	`absolute_file_name(nosuch, A, [access(write)]), os_rel(A, R)`,
	`absolute_file_name(nosuch, A, [access(append)]), os_rel(A, R)`,
	`absolute_file_name(sub, A, [access(read), file_type(directory)]), os_rel(A, R)`,
	`absolute_file_name(sub, A, [access([read, execute]), file_type(directory)]), os_rel(A, R)`,
	`absolute_file_name('file.txt', A, [access(exist)]), os_rel(A, R)`,
	`atom_string('file.txt', S), absolute_file_name(S, A, []), os_rel(A, R)`,
	`os_yes(absolute_file_name(nosuch, _, [access(read), file_errors(fail)]), R)`,
	`os_yes(absolute_file_name(sub, _, [file_type(txt), file_errors(fail)]), R)`,
	`os_det(absolute_file_name(a, _, [extensions([pl])]), R)`,
	`os_det(absolute_file_name(m, _, [extensions([pl, '']), access(read)]), R)`,
	// absolute_file_name/3: all solutions
	`findall(A, absolute_file_name(m, A, [extensions(['', pl]), access(read), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(m, A, [extensions([pl, '']), access(read), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(m, A, [extensions([pl, '']), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(m, A, [file_type(prolog), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(m, A, [file_type(prolog), access(read), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(m, A, [extensions([pl, pl, '']), solutions(all)]), As), maplist(os_rel, As, R)`,
	`findall(A, absolute_file_name(sub, A, [file_type(txt), solutions(all)]), As), maplist(os_rel, As, R)`,
	`os_det(absolute_file_name(m, _, [extensions([pl, '']), access(read), solutions(all)]), R)`,
	`os_dir(D), atom_concat(D, '/m', P), os_yes(absolute_file_name(m, P, [extensions([pl, '']), access(read)]), R)`,
	`os_dir(D), atom_concat(D, '/m', P), absolute_file_name(m, [extensions([pl, ''])], P), R = found`,
	`absolute_file_name(sub, [], A), os_rel(A, R)`,
	// absolute_file_name/3: relative_to/1
	`absolute_file_name(x, A, [relative_to(sub)]), os_rel(A, R)`,
	`absolute_file_name(x, A, [relative_to('sub/')]), os_rel(A, R)`,
	`absolute_file_name(x, A, [relative_to('sub/x')]), os_rel(A, R)`,
	`absolute_file_name(a, A, [relative_to('/x/y')]), os_rel(A, R)`,
	`absolute_file_name(a, A, [relative_to('/x/y/')]), os_rel(A, R)`,
	`absolute_file_name(a, A, [relative_to(nosuch)]), os_rel(A, R)`,
	`absolute_file_name('/abs', A, [relative_to(sub)]), os_rel(A, R)`,
	`absolute_file_name('y.pl', A, [relative_to(sub), access(read)]), os_rel(A, R)`,
	`absolute_file_name('file.txt', A, [relative_to(sub), access(read)]), os_rel(A, R)`,
	`absolute_file_name(y, A, [relative_to(sub), file_type(prolog), access(read)]), os_rel(A, R)`,
	`findall(A, absolute_file_name(m, A, [extensions([pl, '']), relative_to('.'), solutions(all)]), As), maplist(os_rel, As, R)`,
	`absolute_file_name(x, _, [relative_to(_)])`,
	// absolute_file_name/3: errors
	`absolute_file_name(a, _, [file_type(txt), access(read)])`,
	`absolute_file_name(sub, _, [access(read)])`,
	`absolute_file_name(sub, _, [access(exist)])`,
	`absolute_file_name(dd, _, [file_type(prolog), access(read)])`,
	`absolute_file_name(nosuch, _, [access(read)])`,
	`absolute_file_name(nosuch, _, [access(exist)])`,
	`absolute_file_name('nosuch/x', _, [access(write)])`,
	`absolute_file_name(nosuch, _, [access(execute)])`,
	`absolute_file_name(nosuch, _, [access(foo)])`,
	`absolute_file_name(nosuch, _, [file_type(directory)])`,
	`absolute_file_name('file.txt', _, [file_type(directory)])`,
	`absolute_file_name('file.txt', _, [access(exist), file_type(directory)])`,
	`absolute_file_name(sub, _, [file_type(txt), access(read)])`,
	`absolute_file_name(sub, _, [file_type(txt)])`,
	`absolute_file_name(sub, _, [file_type(regular)])`,
	`absolute_file_name(sub, _, [file_type(txt), file_errors(error)])`,
	`absolute_file_name(sub, _, [access(exist), file_type(txt)])`,
	`absolute_file_name('', _, [file_type(directory)])`,
	`absolute_file_name(a, foo, [])`,
	`absolute_file_name(sub, _, [file_type(foo)])`,
	`absolute_file_name(sub, _, [file_type(_)])`,
	`absolute_file_name(sub, _, [solutions(foo)])`,
	`absolute_file_name(sub, _, [solutions(1)])`,
	`absolute_file_name(sub, _, [file_errors(foo)])`,
	`absolute_file_name(sub, A, [foo(bar)]), os_rel(A, R)`,
	`absolute_file_name(sub, _, [foo])`,
	`absolute_file_name(sub, _, foo)`,
	`absolute_file_name(sub, _, _)`,
	`absolute_file_name(sub, _, [_])`,
	`absolute_file_name(sub, _, [a|_])`,
	`absolute_file_name(a, _, [extensions(pl)])`,
	`absolute_file_name(a, _, [extensions([pl|x])])`,
	`absolute_file_name(a, _, [extensions([f(x)])])`,
	`absolute_file_name(a, _, [extensions(_)])`,
	`absolute_file_name(a, _, [extensions([pl]), extensions([txt])])`,
	`absolute_file_name(a, _, [access(read), foo])`,
	`absolute_file_name(a, _, [access(read), access(write)])`,
	`absolute_file_name(a, _, [file_type(prolog), file_type(txt)])`,
	`absolute_file_name(a, _, [access(read), f(a, b)])`,
	`absolute_file_name(_, _, [])`,
	`absolute_file_name(f(x), _, [])`,
	`absolute_file_name(a/f(x), _, [])`,
	`absolute_file_name([0'a], _, [])`,
	`absolute_file_name(12, _, [])`,
	`absolute_file_name(_, _, foo)`,
}

// fileSystemFiles is the fixture's content; main adds its directories and
// links.
var fileSystemFiles = map[string]string{
	"file.txt": "text\n", "a.pl": "", "m": "", "m.pl": "", "c.txt": "",
}

const osDriver = `
os_rel(P, R) :- os_dir(D), atom(P), atom_concat(D, R0, P), !, R = dir(R0).
os_rel(P, P).
os_relterm(T0, T) :- atom(T0), !, os_rel(T0, T).
os_relterm(T0, T) :- compound(T0), !, T0 =.. [F|As0], maplist(os_relterm, As0, As), T =.. [F|As].
os_relterm(T, T).
os_norm(error(F, C0), error(F, C)) :- !, os_ctx(C0, C).
os_norm(E, E).
os_ctx(C, none) :- var(C), !.
os_ctx(context(P0, M0), context(P, M)) :- !, os_pi(P0, P), ( var(M0) -> M = none ; M = M0 ).
os_ctx(C, C).
os_pi(P, none) :- var(P), !.
os_pi(_:P, P) :- !.
os_pi(P, P).
os_yes(G, R) :- ( call(G) -> R = yes ; R = no ).
os_det(G, D) :- call_cleanup(G, Det = true), ( var(Det) -> D = nondet ; D = det ).
os_touch(P) :- open(P, write, S), close(S).
os_run_all :- os_dir(D), working_directory(_, D), forall(os_goal(N, G, R), os_run(N, G, R)).
os_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out0 = R ; Out0 = failed), E, (os_norm(E, E1), Out0 = caught(E1))),
	os_relterm(Out0, Out),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// osFixture makes the directory the goals run in and returns its name,
// symbolic links resolved (so that its absolute names compare).
func osFixture(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(writeFiles(t, fileSystemFiles))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"sub", "emptydir", "dd.pl", "scratch", "listing"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"sub/x", "sub/y.pl", "listing/one", "listing/two", "listing/three", "listing/four.pl", "listing/five"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "listing", "six"), 0o755); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{"link.txt": "file.txt", "dirlink": "sub", "dangling": "nowhere"} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func osDriverFor(dir string) string {
	return fmt.Sprintf("os_dir(%s).\n", plAtom(dir)) + osDriver
}

// TestFileNamesDifferential compares file_base_name/2,
// file_directory_name/2, file_name_extension/3 and
// is_absolute_file_name/1, which look at names only, with SWI-Prolog.
func TestFileNamesDifferential(t *testing.T) {
	compareGoals(t, "filenames.pl", osDriverFor(osFixture(t)), "os_goal(%d, (%s), R).\n", fileNameGoals, "os_run_all")
}

// TestFileSystemDifferential compares the predicates that look at or
// change the file system (working_directory/2, directory_files/2,
// make_directory/1, delete_directory/1, rename_file/2, size_file/2,
// time_file/2, same_file/2, access_file/2, tmp_file/2 and
// absolute_file_name/2,3) with SWI-Prolog.
func TestFileSystemDifferential(t *testing.T) {
	compareGoals(t, "filesystem.pl", osDriverFor(osFixture(t)), "os_goal(%d, (%s), R).\n", fileSystemGoals, "os_run_all")
}

var osGoals = []string{
	// getenv/2, setenv/2, unsetenv/1
	`getenv('HOME', H), ( atom(H) -> R = atom ; R = H )`,
	`atom_codes('HOME', Cs), getenv(Cs, H), ( atom(H) -> R = atom ; R = H )`,
	`os_yes(getenv('GOPROLOG_NO_SUCH_VARIABLE', _), R)`,
	`os_yes(getenv('', _), R)`,
	`os_yes(getenv('A=B', _), R)`,
	`os_yes(getenv(12, _), R)`,
	`getenv('HOME', H), atom_string(H, S), os_yes(getenv('HOME', S), R)`,
	`os_yes(getenv('HOME', foo), R)`,
	`setenv(os_t1, bar), getenv(os_t1, R)`,
	`setenv(os_t2, 12), getenv(os_t2, R)`,
	`setenv(os_t3, 1.5), getenv(os_t3, R)`,
	`atom_string(str, S), setenv(os_t4, S), getenv(os_t4, R)`,
	`setenv(os_t5, ''), getenv(os_t5, R)`,
	`setenv(12, x), getenv('12', R)`,
	`atom_codes(os_t6, Cs), setenv(Cs, [0'v]), getenv(os_t6, R)`,
	`setenv(os_t7, x), setenv(os_t7, y), getenv(os_t7, R)`,
	`setenv(os_t8, x), unsetenv(os_t8), os_yes(getenv(os_t8, _), R)`,
	`unsetenv(os_never_set), R = done`,
	`unsetenv(12), R = done`,
	`setenv('os_t9\0x', v), getenv(os_t9, R)`,
	`getenv(_, _)`,
	`getenv(f(x), _)`,
	`setenv(_, x)`,
	`setenv(x, _)`,
	`setenv(f(x), x)`,
	`setenv(x, f(x))`,
	`setenv('', x)`,
	`setenv('a=b', x)`,
	`unsetenv(_)`,
	`unsetenv(f(x))`,
	`unsetenv('')`,
	`unsetenv('a=b')`,
	`os_det(getenv('HOME', _), R)`,
	`os_det(setenv(os_t10, x), R)`,
	`os_det(unsetenv(os_t10), R)`,
	// shell/1,2
	`shell('exit 0', R)`,
	`shell('exit 3', R)`,
	`shell('kill -9 $$', R)`,
	`shell('os_no_such_command 2>/dev/null', R)`,
	`shell('', R)`,
	`atom_codes('exit 2', Cs), shell(Cs, R)`,
	`atom_string('exit 4', S), shell(S, R)`,
	`os_yes(shell('exit 0'), R)`,
	`os_yes(shell('exit 3'), R)`,
	`os_yes(shell('exit 3', 0), R)`,
	`os_yes(shell('exit 0', foo), R)`,
	`setenv(os_t11, hello), shell('test "$os_t11" = hello', R)`,
	`setenv(os_t12, x), unsetenv(os_t12), shell('test -z "$os_t12"', R)`,
	`working_directory(O, sub), shell('test -f x', S), working_directory(_, O), R = S`,
	`shell('test -f file.txt', R)`,
	`shell(_, _)`,
	`shell(f(x), _)`,
	`shell(_)`,
	`shell(f(x))`,
	`os_det(shell('exit 0', _), R)`,
	`os_det(shell('exit 0'), R)`,
	// sleep/1
	`sleep(0), R = done`,
	`sleep(-1), R = done`,
	`sleep(0.01), R = done`,
	`sleep(1.0e30), R = done`,
	`sleep(100000000000000000000000000000), R = done`,
	`get_time(T0), sleep(0.05), get_time(T1), ( T1 - T0 >= 0.05 -> R = slept ; R = T1-T0 )`,
	`sleep(a)`,
	`sleep(_)`,
	`sleep(1+1)`,
	`sleep(f(x))`,
	`os_det(sleep(0), R)`,
}

// TestOSDifferential compares getenv/2, setenv/2, unsetenv/1, shell/1,2
// and sleep/1 with SWI-Prolog. The commands print nothing: SWI-Prolog's
// write straight to the process's output, out of turn with its own.
func TestOSDifferential(t *testing.T) {
	compareGoals(t, "os.pl", osDriverFor(osFixture(t)), "os_goal(%d, (%s), R).\n", osGoals, "os_run_all")
}

// newQuiet returns an interpreter whose output the test reads.
func newQuiet() (*prolog.Interpreter, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errOut)), &out, &errOut
}

// TestWorkingDirectoryPerInterpreter checks that working_directory/2
// moves its own interpreter only, not the process nor another
// interpreter, and that relative names in open/3, consult/1,
// exists_file/1 and shell/1 follow it.
func TestWorkingDirectoryPerInterpreter(t *testing.T) {
	dir := osFixture(t)
	if err := os.WriteFile(filepath.Join(dir, "sub", "c.pl"), []byte("cfact(1).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	in1, _, _ := newQuiet()
	in2, _, _ := newQuiet()
	ctx := context.Background()
	if err := in1.Exec(ctx, "working_directory(_, ?)", dir); err != nil {
		t.Fatal(err)
	}
	for _, g := range []string{
		"exists_file('file.txt')",
		"open('scratch/w.txt', write, S), write(S, hi), close(S)",
		"consult('sub/c'), cfact(1)",
		"working_directory(_, sub), shell('test -f x', 0), working_directory(_, '..')",
		"absolute_file_name('file.txt', F, [access(read)]), atom(F)",
	} {
		if err := in1.Exec(ctx, g); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "scratch", "w.txt")); err != nil || string(b) != "hi" {
		t.Errorf("scratch/w.txt: %q, %v", b, err)
	}
	if err := in2.Exec(ctx, "exists_file('file.txt')"); err != prolog.ErrFailed {
		t.Errorf("the other interpreter sees file.txt: %v", err)
	}
	if after, _ := os.Getwd(); after != before {
		t.Errorf("the process moved from %s to %s", before, after)
	}
}

// TestEnvironmentPerInterpreter checks that setenv/2 and unsetenv/1 change
// their own interpreter's environment and that of its commands only.
func TestEnvironmentPerInterpreter(t *testing.T) {
	const name = "GOPROLOG_TEST_ENV_VARIABLE"
	in1, _, _ := newQuiet()
	in2, _, _ := newQuiet()
	ctx := context.Background()
	if err := in1.Exec(ctx, "setenv(?, here), getenv(?, here)", name, name); err != nil {
		t.Error(err)
	}
	if err := in1.Exec(ctx, `shell('test "$GOPROLOG_TEST_ENV_VARIABLE" = here', 0)`); err != nil {
		t.Error(err)
	}
	if err := in2.Exec(ctx, "getenv(?, _)", name); err != prolog.ErrFailed {
		t.Errorf("the other interpreter sees the variable: %v", err)
	}
	if v, ok := os.LookupEnv(name); ok {
		t.Errorf("the process has %s=%s", name, v)
	}
	t.Setenv("HOME", "/home/of/test")
	if err := in1.Exec(ctx, "unsetenv('HOME'), \\+ getenv('HOME', _), shell('test -z \"$HOME\"', 0)"); err != nil {
		t.Error(err)
	}
	if err := in2.Exec(ctx, "getenv('HOME', '/home/of/test')"); err != nil {
		t.Errorf("unsetenv/1 reached another interpreter: %v", err)
	}
}

// TestShellOutput checks that a command writes to the interpreter's
// user_output and user_error, in turn with the program's own output.
func TestShellOutput(t *testing.T) {
	in, out, errOut := newQuiet()
	if err := in.Exec(context.Background(), "write(before), shell('echo hello; echo oops >&2'), write(after)"); err != nil {
		t.Fatal(err)
	}
	in.Flush()
	if got := out.String(); got != "beforehello\nafter" {
		t.Errorf("user_output: %q", got)
	}
	if got := errOut.String(); got != "oops\n" {
		t.Errorf("user_error: %q", got)
	}
}

// TestWaitsAreInterruptible checks that sleep/1 and shell/1,2 end early
// when the query's context is cancelled or the interpreter interrupted,
// as a running goal does.
func TestWaitsAreInterruptible(t *testing.T) {
	for _, goal := range []string{"sleep(30)", "shell('sleep 30')", "catch(sleep(30), _, true)"} {
		t.Run(goal, func(t *testing.T) {
			in, _, _ := newQuiet()
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			start := time.Now()
			err := in.Exec(ctx, goal)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("cancelled: got %v", err)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("cancelled after %v", d)
			}
			go func() {
				time.Sleep(50 * time.Millisecond)
				in.Interrupt()
			}()
			start = time.Now()
			if err := in.Exec(context.Background(), goal); !prolog.IsAborted(err) && !strings.HasPrefix(goal, "catch") {
				t.Errorf("interrupted: got %v", err)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("interrupted after %v", d)
			}
		})
	}
}

// TestOSSandboxed checks that a sandboxed program can neither reach the
// file system, the environment nor commands through the new predicates,
// and can still use those that only compute.
func TestOSSandboxed(t *testing.T) {
	dir := osFixture(t)
	in := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
	for _, g := range []string{
		"working_directory(_, sub)", "directory_files('.', _)", "make_directory(x)", "delete_directory(sub)",
		"rename_file('file.txt', x)", "size_file('file.txt', _)", "time_file('file.txt', _)",
		"same_file('file.txt', 'file.txt')", "access_file('file.txt', read)", "tmp_file(x, _)",
		"absolute_file_name(x, _)", "absolute_file_name(x, _, [])",
		"getenv('HOME', _)", "setenv(x, y)", "unsetenv(x)", "shell(true)", "shell(true, _)",
	} {
		err := in.Exec(context.Background(), g)
		var pe *prolog.Error
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Formal().String(), "permission_error(call,sandboxed,") {
			t.Errorf("%s: got %v, want permission_error(call, sandboxed, _)", g, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "file.txt")); err != nil {
		t.Errorf("file.txt: %v", err)
	}
	for _, g := range []string{
		"file_base_name('a/b', b)", "file_directory_name('a/b', a)", "file_name_extension(a, pl, 'a.pl')",
		"is_absolute_file_name('/a')", "sleep(0)", "prolog_load_context(module, user)",
	} {
		if err := in.Exec(context.Background(), g); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
}
