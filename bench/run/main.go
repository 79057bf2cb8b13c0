// Command run is goprolog's benchmark runner: it builds goprolog once, runs
// every workload of the suite in goprolog, in swipl and, on the rows that
// GNU Prolog can run unchanged, in gprolog, side by side (alternating,
// several runs each), and prints a table of median wall and CPU times,
// their ratios, inferences per second and peak memory. A row whose answers
// differ between the systems (or between runs) is marked FAIL. Without a
// gprolog binary the GNU Prolog columns are left out.
//
//	go run ./bench/run [-runs 3] [-only regexp] [-quick] [-classic] [-timeout 5m] [-md] [-gprolog gprolog]
//
// Run it from anywhere inside the repository.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/goprolog/goprolog/internal/procstat"
)

func main() {
	os.Exit(realMain())
}

type config struct {
	runs     int
	only     *regexp.Regexp
	quick    bool
	classic  bool
	timeout  time.Duration
	md       bool
	root     string
	goprolog string
	swipl    string
	gprolog  string // empty when GNU Prolog is not installed
}

func realMain() int {
	var cfg config
	only := flag.String("only", "", "run only the workloads whose name matches this regexp")
	flag.IntVar(&cfg.runs, "runs", 3, "runs of each workload in each system (medians are reported)")
	flag.BoolVar(&cfg.quick, "quick", false, "skip the slow rows (those taking seconds in swipl)")
	flag.BoolVar(&cfg.classic, "classic", false, "run only start-up and the classic programs of bench/programs (no course rows)")
	flag.DurationVar(&cfg.timeout, "timeout", 5*time.Minute, "limit on one run; a row that exceeds it is marked TIMEOUT")
	flag.BoolVar(&cfg.md, "md", false, "print a Markdown report with the machine description")
	flag.StringVar(&cfg.goprolog, "goprolog", "", "goprolog binary to use (default: go build ./cmd/goprolog)")
	flag.StringVar(&cfg.swipl, "swipl", "swipl", "swipl binary (rows run in goprolog only if not found)")
	flag.StringVar(&cfg.gprolog, "gprolog", "gprolog", "GNU Prolog binary (its columns are left out if not found; empty to skip it)")
	flag.Parse()
	if *only != "" {
		re, err := regexp.Compile(*only)
		if err != nil {
			fmt.Fprintln(os.Stderr, "run: -only:", err)
			return 2
		}
		cfg.only = re
	}
	if cfg.runs < 1 {
		cfg.runs = 1
	}
	root, err := repoRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "run:", err)
		return 2
	}
	cfg.root = root
	if cfg.goprolog == "" {
		tmp, err := os.MkdirTemp("", "goprolog-bench")
		if err != nil {
			fmt.Fprintln(os.Stderr, "run:", err)
			return 2
		}
		defer os.RemoveAll(tmp)
		cfg.goprolog = filepath.Join(tmp, "goprolog")
		build := exec.Command("go", "build", "-o", cfg.goprolog, "./cmd/goprolog")
		build.Dir = root
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			fmt.Fprintln(os.Stderr, "run: go build:", err)
			return 2
		}
	}
	if p, err := exec.LookPath(cfg.swipl); err == nil {
		cfg.swipl = p
	} else {
		fmt.Fprintln(os.Stderr, "run: swipl not found: goprolog only")
		cfg.swipl = ""
	}
	if cfg.gprolog != "" {
		if p, err := exec.LookPath(cfg.gprolog); err == nil {
			cfg.gprolog = p
		} else {
			fmt.Fprintln(os.Stderr, "run: gprolog not installed: GNU Prolog columns left out")
			cfg.gprolog = ""
		}
	}

	load0 := loadAvg()
	start := time.Now()
	var rows []row
	for _, w := range workloads(cfg.classic) {
		if cfg.only != nil && !cfg.only.MatchString(w.name) {
			continue
		}
		if cfg.quick && w.slow {
			continue
		}
		fmt.Fprintf(os.Stderr, "%-24s ", w.name)
		r := measure(cfg, w)
		fmt.Fprintf(os.Stderr, "%s\n", r.short())
		rows = append(rows, r)
	}
	rep := report{rows: rows, cfg: cfg, load0: load0, load1: loadAvg(), elapsed: time.Since(start)}
	if cfg.md {
		rep.markdown(os.Stdout)
	} else {
		rep.text(os.Stdout)
	}
	for _, r := range rows {
		if r.status != "ok" {
			return 1
		}
	}
	return 0
}

// repoRoot finds the module root by walking up to go.mod, so that the
// runner works from any directory of the repository.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("not inside the goprolog repository (no go.mod found)")
		}
		dir = parent
	}
}

// sample is one run of one workload in one system.
type sample struct {
	wall     float64 // seconds, whole process
	cpu      float64 // user+system seconds, whole process
	rssKB    int64   // peak resident set size
	inf      int64   // inferences inside bench_run/1
	innerCPU float64 // CPU seconds inside bench_run/1
	answer   string
	err      string
	timeout  bool
}

var statsLine = regexp.MustCompile(`bench-stats (\w+) inferences=(\d+) cputime=([0-9.]+) walltime_ms=(\d+)`)

// system is one Prolog the runner measures.
type system int

const (
	goprolog system = iota
	swipl
	gprolog
	nSystems
)

func (s system) String() string {
	return [...]string{"goprolog", "swipl", "gprolog"}[s]
}

func (s system) bin(cfg config) string {
	return [...]string{cfg.goprolog, cfg.swipl, cfg.gprolog}[s]
}

// gnuAnswerMark is the line harness_gprolog.pl writes before running the
// goal: GNU Prolog prints its banner and consult messages on standard
// output, and the answer is what follows the mark.
const gnuAnswerMark = "bench-answer-start\n"

// gnuStacks are GNU Prolog's stack sizes in kilobytes for the runs.
// GNU Prolog has no garbage collector for its global stack, and its
// default 32 MB overflows on half of the suite; the stacks are reserved,
// not touched, so peak RSS still shows what a run uses.
var gnuStacks = []string{"GLOBALSZ=1048576", "TRAILSZ=262144", "LOCALSZ=262144"}

func args(s system, w workload) []string {
	if s == gprolog {
		if w.goal == "" {
			return []string{"--entry-goal", "halt"}
		}
		a := []string{"--consult-file", "bench/harness_gprolog.pl"}
		for _, f := range w.files {
			a = append(a, "--consult-file", f)
		}
		return append(a, "--entry-goal", "(bench_run("+w.goal+") -> halt ; halt(1))")
	}
	if w.goal == "" {
		return []string{"-q", "-g", "halt"}
	}
	a := []string{"-q", "-g", "bench_run(" + w.goal + ")", "-t", "halt", "bench/harness.pl"}
	return append(a, w.files...)
}

func runOnce(cfg config, s system, w workload) sample {
	ctx, cancel := context.WithTimeout(context.Background(), cfg.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.bin(cfg), args(s, w)...)
	cmd.Dir = cfg.root
	cmd.Stdin = nil
	if s == gprolog {
		cmd.Env = append(os.Environ(), gnuStacks...)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	t0 := time.Now()
	err := cmd.Run()
	var r sample
	r.wall = time.Since(t0).Seconds()
	if ps := cmd.ProcessState; ps != nil {
		r.cpu = (ps.UserTime() + ps.SystemTime()).Seconds()
		r.rssKB = procstat.PeakRSS(ps) // kilobytes on Linux
	}
	stdout := out.String()
	if s == gprolog {
		if w.goal == "" {
			stdout = "" // the banner only
		} else if i := strings.Index(stdout, gnuAnswerMark); i >= 0 {
			stdout = stdout[i+len(gnuAnswerMark):]
		} else if err == nil {
			err = errors.New("no answer mark on standard output")
		}
	}
	r.answer = strings.TrimSpace(stdout)
	if ctx.Err() != nil {
		r.timeout = true
		r.err = "timeout"
		return r
	}
	if err != nil {
		msg := lastLine(errb.String())
		if msg == "" && s == gprolog {
			msg = lastLine(stdout) // GNU Prolog reports consult errors on stdout
		}
		r.err = fmt.Sprintf("%v: %s", err, msg)
		return r
	}
	if w.goal != "" {
		m := statsLine.FindStringSubmatch(errb.String())
		if m == nil {
			r.err = "no bench-stats line: " + lastLine(errb.String())
			return r
		}
		if m[1] != "ok" {
			r.err = "goal " + m[1] + ": " + lastLine(errb.String())
		}
		r.inf, _ = strconv.ParseInt(m[2], 10, 64)
		r.innerCPU, _ = strconv.ParseFloat(m[3], 64)
	}
	return r
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// side is one system's medians for a row.
type side struct {
	ran      bool
	wall     float64
	cpu      float64
	rssKB    int64
	inf      int64
	innerCPU float64
	answer   string
	err      string
}

func (s side) lips() float64 {
	if s.innerCPU <= 0 {
		return 0
	}
	return float64(s.inf) / s.innerCPU
}

type row struct {
	name       string
	gp, sw, gn side
	status     string // ok, FAIL, TIMEOUT, or goprolog-only
	why        string
}

// runs reports whether system s takes part in workload w.
func runs(cfg config, s system, w workload) bool {
	switch s {
	case swipl:
		return cfg.swipl != ""
	case gprolog:
		return cfg.gprolog != "" && w.gnu
	}
	return true
}

// measure runs a workload cfg.runs times in each system, rotating which
// goes first on every run, and stops running a system on the row once it
// errs.
func measure(cfg config, w workload) row {
	var samples [nSystems][]sample
	var done [nSystems]bool
	for s := system(0); s < nSystems; s++ {
		done[s] = !runs(cfg, s, w)
	}
	for k := 0; k < cfg.runs; k++ {
		for i := 0; i < int(nSystems); i++ {
			s := system((k + i) % int(nSystems))
			if done[s] {
				continue
			}
			x := runOnce(cfg, s, w)
			samples[s] = append(samples[s], x)
			done[s] = x.err != ""
		}
	}
	r := row{name: w.name, gp: summarise(samples[goprolog]), sw: summarise(samples[swipl]), gn: summarise(samples[gprolog])}
	switch {
	case r.gp.err == "timeout":
		r.status, r.why = "TIMEOUT", "goprolog over "+cfg.timeout.String()
	case r.gp.err != "":
		r.status, r.why = "FAIL", "goprolog: "+r.gp.err
	case !r.sw.ran:
		r.status = "goprolog-only"
	case r.sw.err == "timeout":
		r.status, r.why = "TIMEOUT", "swipl over "+cfg.timeout.String()
	case r.sw.err != "":
		r.status, r.why = "FAIL", "swipl: "+r.sw.err
	case r.gp.answer != r.sw.answer:
		r.status, r.why = "FAIL", fmt.Sprintf("answers differ: goprolog %q, swipl %q", clip(r.gp.answer), clip(r.sw.answer))
	case r.gn.err == "timeout":
		r.status, r.why = "TIMEOUT", "gprolog over "+cfg.timeout.String()
	case r.gn.err != "":
		r.status, r.why = "FAIL", "gprolog: "+r.gn.err
	case r.gn.ran && r.gn.answer != r.gp.answer:
		r.status, r.why = "FAIL", fmt.Sprintf("answers differ: goprolog %q, gprolog %q", clip(r.gp.answer), clip(r.gn.answer))
	default:
		r.status = "ok"
	}
	return r
}

func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "..."
	}
	return s
}

// summarise takes medians over the runs; an error in any run, or answers
// that differ between runs, make the side an error.
func summarise(ss []sample) side {
	var s side
	if len(ss) == 0 {
		return s
	}
	s.ran = true
	s.answer = ss[0].answer
	var wall, cpu, icpu []float64
	var inf []int64
	for _, x := range ss {
		if x.err != "" {
			s.err = x.err
		} else if x.answer != s.answer && s.err == "" {
			s.err = fmt.Sprintf("answer changed between runs: %q then %q", clip(s.answer), clip(x.answer))
		}
		wall = append(wall, x.wall)
		cpu = append(cpu, x.cpu)
		icpu = append(icpu, x.innerCPU)
		inf = append(inf, x.inf)
		if x.rssKB > s.rssKB {
			s.rssKB = x.rssKB
		}
	}
	s.wall, s.cpu, s.innerCPU = median(wall), median(cpu), median(icpu)
	sort.Slice(inf, func(i, j int) bool { return inf[i] < inf[j] })
	s.inf = inf[len(inf)/2]
	return s
}

func median(xs []float64) float64 {
	ys := append([]float64(nil), xs...)
	sort.Float64s(ys)
	n := len(ys)
	if n%2 == 1 {
		return ys[n/2]
	}
	return (ys[n/2-1] + ys[n/2]) / 2
}

// quotient is a/b for a row that is ok and where both sides ran, else 0
// (which the geometric means skip).
func (r row) quotient(a, b side, f func(side) float64) float64 {
	if r.status != "ok" || !a.ran || !b.ran || f(b) <= 0 {
		return 0
	}
	return f(a) / f(b)
}

func wallOf(s side) float64 { return s.wall }
func cpuOf(s side) float64  { return s.cpu }

func (r row) ratio() float64    { return r.quotient(r.gp, r.sw, wallOf) }
func (r row) cpuRatio() float64 { return r.quotient(r.gp, r.sw, cpuOf) }

func (r row) short() string {
	s := fmt.Sprintf("goprolog %.3fs", r.gp.wall)
	if r.sw.ran {
		s += fmt.Sprintf("  swipl %.3fs", r.sw.wall)
	}
	if r.gn.ran {
		s += fmt.Sprintf("  gprolog %.3fs", r.gn.wall)
	}
	if q := r.ratio(); q > 0 {
		s += fmt.Sprintf("  x%.2f", q)
	}
	if q := r.quotient(r.gp, r.gn, wallOf); q > 0 {
		s += fmt.Sprintf("  gnu x%.2f", q)
	}
	s += "  " + r.status
	if r.why != "" {
		s += " (" + r.why + ")"
	}
	return s
}

type report struct {
	rows         []row
	cfg          config
	load0, load1 string
	elapsed      time.Duration
}

func geomean(xs []float64) (float64, int) {
	sum, n := 0.0, 0
	for _, x := range xs {
		if x > 0 {
			sum += math.Log(x)
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	return math.Exp(sum / float64(n)), n
}

// means are the geometric means of a/b over the ok rows where both ran.
func (p report) means(a, b func(row) side) (wall, cpu float64, n int) {
	var ws, cs []float64
	for _, r := range p.rows {
		ws = append(ws, r.quotient(a(r), b(r), wallOf))
		cs = append(cs, r.quotient(a(r), b(r), cpuOf))
	}
	wall, n = geomean(ws)
	cpu, _ = geomean(cs)
	return wall, cpu, n
}

func gpOf(r row) side { return r.gp }
func swOf(r row) side { return r.sw }
func gnOf(r row) side { return r.gn }

func (p report) header() []string {
	if p.cfg.gprolog == "" {
		return []string{"workload", "gp s", "swi s", "ratio", "gp cpu", "swi cpu", "cpu ratio", "gp Minf/s", "swi Minf/s", "gp MB", "swi MB", "status"}
	}
	return []string{"workload", "gp s", "swi s", "gnu s", "/swi", "/gnu", "gp cpu", "swi cpu", "gnu cpu", "cpu /swi", "cpu /gnu", "gp Minf/s", "swi Minf/s", "gp MB", "swi MB", "gnu MB", "status"}
}

func (p report) cells(r row) []string {
	f := func(x float64, ok bool, format string) string {
		if !ok {
			return "-"
		}
		return fmt.Sprintf(format, x)
	}
	q := func(x float64) string { return f(x, x > 0, "%.2f") }
	mb := func(kb int64) float64 { return float64(kb) / 1024 }
	st := r.status
	if r.why != "" {
		st += ": " + r.why
	}
	if p.cfg.gprolog == "" {
		return []string{
			r.name,
			f(r.gp.wall, r.gp.ran, "%.3f"),
			f(r.sw.wall, r.sw.ran, "%.3f"),
			q(r.ratio()),
			f(r.gp.cpu, r.gp.ran, "%.3f"),
			f(r.sw.cpu, r.sw.ran, "%.3f"),
			q(r.cpuRatio()),
			f(r.gp.lips()/1e6, r.gp.lips() > 0, "%.2f"),
			f(r.sw.lips()/1e6, r.sw.lips() > 0, "%.2f"),
			f(mb(r.gp.rssKB), r.gp.ran, "%.0f"),
			f(mb(r.sw.rssKB), r.sw.ran, "%.0f"),
			st,
		}
	}
	return []string{
		r.name,
		f(r.gp.wall, r.gp.ran, "%.3f"),
		f(r.sw.wall, r.sw.ran, "%.3f"),
		f(r.gn.wall, r.gn.ran, "%.3f"),
		q(r.ratio()),
		q(r.quotient(r.gp, r.gn, wallOf)),
		f(r.gp.cpu, r.gp.ran, "%.3f"),
		f(r.sw.cpu, r.sw.ran, "%.3f"),
		f(r.gn.cpu, r.gn.ran, "%.3f"),
		q(r.cpuRatio()),
		q(r.quotient(r.gp, r.gn, cpuOf)),
		f(r.gp.lips()/1e6, r.gp.lips() > 0, "%.2f"),
		f(r.sw.lips()/1e6, r.sw.lips() > 0, "%.2f"),
		f(mb(r.gp.rssKB), r.gp.ran, "%.0f"),
		f(mb(r.sw.rssKB), r.sw.ran, "%.0f"),
		f(mb(r.gn.rssKB), r.gn.ran, "%.0f"),
		st,
	}
}

func (p report) summary() string {
	wall, cpu, n := p.means(gpOf, swOf)
	bad := 0
	for _, r := range p.rows {
		if r.status != "ok" {
			bad++
		}
	}
	s := fmt.Sprintf("geometric mean of goprolog/swipl over %d ok rows: wall %.2f, cpu %.2f; %d rows not ok; %d runs per system; total %s",
		n, wall, cpu, bad, p.cfg.runs, p.elapsed.Round(time.Second))
	if p.cfg.gprolog == "" {
		return s + "; gprolog not installed"
	}
	gw, gc, gn := p.means(gpOf, gnOf)
	nw, nc, _ := p.means(gnOf, swOf)
	return s + fmt.Sprintf("; over the %d ok rows GNU Prolog runs: goprolog/gprolog wall %.2f, cpu %.2f; gprolog/swipl wall %.2f, cpu %.2f", gn, gw, gc, nw, nc)
}

func (p report) text(w io.Writer) {
	header := p.header()
	table := [][]string{header}
	for _, r := range p.rows {
		table = append(table, p.cells(r))
	}
	widths := make([]int, len(header))
	for _, line := range table {
		for i, c := range line[:len(line)-1] {
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, line := range table {
		var b strings.Builder
		for i, c := range line {
			if i == len(line)-1 {
				b.WriteString(c)
			} else if i == 0 {
				fmt.Fprintf(&b, "%-*s  ", widths[i], c)
			} else {
				fmt.Fprintf(&b, "%*s  ", widths[i], c)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	fmt.Fprintln(w, p.summary())
}

func (p report) markdown(w io.Writer) {
	header := p.header()
	fmt.Fprintf(w, "# goprolog benchmark results\n\n")
	fmt.Fprintf(w, "Measured %s with `go run ./bench/run -md", time.Now().Format("2006-01-02 15:04 MST"))
	if p.cfg.quick {
		fmt.Fprint(w, " -quick")
	}
	if p.cfg.classic {
		fmt.Fprint(w, " -classic")
	}
	if p.cfg.only != nil {
		fmt.Fprintf(w, " -only '%s'", p.cfg.only)
	}
	fmt.Fprintf(w, " -runs %d -timeout %s`.\n\n", p.cfg.runs, p.cfg.timeout)
	fmt.Fprintf(w, "Machine: %d CPUs (%s), %s memory; %s; %s; %s; %s.\n", runtime.NumCPU(), cpuModel(), memTotal(), runtime.Version(), swiplVersion(p.cfg.swipl), gprologVersion(p.cfg.gprolog), goprologRev(p.cfg.root))
	fmt.Fprintf(w, "Load average before: %s; after: %s.\n\n", p.load0, p.load1)
	fmt.Fprintln(w, "Times are medians of whole-process runs (start-up and loading included); cpu is user+system of the process; Minf/s is the inferences each system counts inside the workload over its CPU time there; MB is peak RSS (ru_maxrss).")
	if p.cfg.gprolog != "" {
		fmt.Fprintln(w, "/swi and /gnu are goprolog's wall time over swipl's and over GNU Prolog's; GNU Prolog consults the program to byte code and runs only the rows it can run unchanged (a dash elsewhere).")
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "| %s |\n", strings.Join(header, " | "))
	seps := make([]string, len(header))
	for i := range seps {
		seps[i] = "---:"
	}
	seps[0], seps[len(seps)-1] = "---", "---"
	fmt.Fprintf(w, "| %s |\n", strings.Join(seps, " | "))
	for _, r := range p.rows {
		c := p.cells(r)
		c[len(c)-1] = strings.ReplaceAll(c[len(c)-1], "|", `\|`)
		fmt.Fprintf(w, "| %s |\n", strings.Join(c, " | "))
	}
	fmt.Fprintf(w, "\n%s.\n", p.summary())
}

func cpuModel() string {
	data, _ := os.ReadFile("/proc/cpuinfo")
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "model name") {
			if i := strings.IndexByte(l, ':'); i >= 0 {
				return strings.TrimSpace(l[i+1:])
			}
		}
	}
	return runtime.GOARCH
}

func memTotal() string {
	data, _ := os.ReadFile("/proc/meminfo")
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "MemTotal:") {
			f := strings.Fields(l)
			if len(f) >= 2 {
				kb, _ := strconv.ParseFloat(f[1], 64)
				return fmt.Sprintf("%.1f GiB", kb/1024/1024)
			}
		}
	}
	return "unknown"
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

func swiplVersion(bin string) string {
	if bin == "" {
		return "no swipl"
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		return "swipl"
	}
	return strings.TrimSpace(string(out))
}

func goprologRev(root string) string {
	cmd := exec.Command("git", "log", "-1", "--format=%h")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "goprolog"
	}
	rev := "goprolog at " + strings.TrimSpace(string(out))
	st := exec.Command("git", "status", "--porcelain", "--untracked-files=no")
	st.Dir = root
	if o, err := st.Output(); err == nil && len(bytes.TrimSpace(o)) > 0 {
		rev += " with uncommitted changes"
	}
	return rev
}

func gprologVersion(bin string) string {
	if bin == "" {
		return "gprolog not installed"
	}
	// GNU Prolog prints its version on standard error.
	out, err := exec.Command(bin, "--version").CombinedOutput()
	if err != nil {
		return "gprolog"
	}
	return lastLine(strings.SplitN(string(out), "\n", 2)[0])
}
