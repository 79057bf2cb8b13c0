package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/template"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
)

// The chart plots the "all" rows: inferences to find every solution
// against the board size N, on a log scale, one colour per strategy;
// goprolog's counts are solid lines with dots, the 2001 figures dashed
// lines with open squares. "first" rows have a single N and are left out.

// chartColors gives each strategy of the course a fixed colour, so that
// the picture reads the same whatever rows ran.
var chartColors = map[string]string{
	"GAT": "#d62728", "GTP": "#ff7f0e", "GCP": "#8c564b",
	"RD": "#1f77b4", "RDC": "#2ca02c", "RDH": "#9467bd",
}

// Plot geometry, in SVG user units.
const (
	chartW, chartH         = 640, 420
	plotL, plotR           = 80, 520 // left and right edges of the plot area
	plotT, plotB           = 40, 370 // top and bottom edges
	legendX, legendY, legH = 540, 60, 20
)

type svgPoint struct{ X, Y float64 }

type svgSeries struct {
	Name, Color string
	Measured    []svgPoint
	Published   []svgPoint
}

type svgTick struct {
	Pos   float64
	Label string
}

type svgChart struct {
	W, H                       int
	L, R, T, B                 int
	XTicks, YTicks             []svgTick
	Series                     []svgSeries
	LegendX, LegendY, LegendDY int
	XLabelY, XTitleX, XTitleY  int // x tick labels' baseline, axis title
	YLabelX                    int // right edge of the y tick labels
}

// writeSVG writes the chart of the "all" rows of results to w.
func writeSVG(w io.Writer, results []table.Result) error {
	byProg := map[string]*svgSeries{}
	var order []string
	minN, maxN := math.MaxInt, 0
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range results {
		if r.Query != "all" || r.Inferences <= 0 || r.Published <= 0 {
			continue
		}
		if _, ok := byProg[r.Program]; !ok {
			color := chartColors[r.Program]
			if color == "" {
				color = "#7f7f7f"
			}
			byProg[r.Program] = &svgSeries{Name: r.Program, Color: color}
			order = append(order, r.Program)
		}
		minN, maxN = min(minN, r.N), max(maxN, r.N)
		for _, v := range []int64{r.Inferences, r.Published} {
			l := math.Log10(float64(v))
			lo, hi = math.Min(lo, l), math.Max(hi, l)
		}
	}
	if len(order) == 0 {
		return fmt.Errorf("no 'all' rows to plot")
	}
	if minN == maxN {
		minN, maxN = minN-1, maxN+1
	}
	decLo, decHi := math.Floor(lo), math.Ceil(hi)
	if decLo == decHi {
		decHi++
	}
	x := func(n int) float64 {
		return round1(plotL + float64(n-minN)*float64(plotR-plotL)/float64(maxN-minN))
	}
	y := func(v int64) float64 {
		return round1(plotB - (math.Log10(float64(v))-decLo)*float64(plotB-plotT)/(decHi-decLo))
	}
	for _, r := range results {
		s, ok := byProg[r.Program]
		if !ok || r.Query != "all" || r.Inferences <= 0 || r.Published <= 0 {
			continue
		}
		s.Measured = append(s.Measured, svgPoint{x(r.N), y(r.Inferences)})
		s.Published = append(s.Published, svgPoint{x(r.N), y(r.Published)})
	}
	c := svgChart{W: chartW, H: chartH, L: plotL, R: plotR, T: plotT, B: plotB,
		LegendX: legendX, LegendY: legendY, LegendDY: legH,
		XLabelY: plotB + 18, XTitleX: (plotL + plotR) / 2, XTitleY: chartH - 12, YLabelX: plotL - 6}
	for n := minN; n <= maxN; n++ {
		c.XTicks = append(c.XTicks, svgTick{x(n), strconv.Itoa(n)})
	}
	for d := decLo; d <= decHi; d++ {
		c.YTicks = append(c.YTicks, svgTick{y(int64(math.Pow(10, d))), "10" + superscript(int(d))})
	}
	for _, p := range order {
		s := byProg[p]
		byX := func(a, b svgPoint) int { return int(a.X - b.X) }
		slices.SortFunc(s.Measured, byX)
		slices.SortFunc(s.Published, byX)
		c.Series = append(c.Series, *s)
	}
	return chartTemplate.Execute(w, c)
}

// superscript writes n in superscript digits, for the powers of ten.
func superscript(n int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	sup := []rune(digits)
	var b strings.Builder
	for _, c := range strconv.Itoa(n) {
		if c == '-' {
			b.WriteRune('⁻')
			continue
		}
		b.WriteRune(sup[c-'0'])
	}
	return b.String()
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// points writes a polyline's points attribute.
func points(ps []svgPoint) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%g,%g", p.X, p.Y)
	}
	return b.String()
}

var chartTemplate = template.Must(template.New("chart").Funcs(template.FuncMap{
	"points": points,
	"add":    func(a, b float64) float64 { return a + b },
	"sub":    func(a, b float64) float64 { return a - b },
	"legend": func(c svgChart, i int) int { return c.LegendY + i*c.LegendDY },
}).Parse(`<svg xmlns="http://www.w3.org/2000/svg" width="{{.W}}" height="{{.H}}" viewBox="0 0 {{.W}} {{.H}}" font-family="sans-serif" font-size="12">
<title>N-queens: inferences to find all solutions</title>
<rect width="{{.W}}" height="{{.H}}" fill="white"/>
<text x="{{.L}}" y="24" font-size="14">N-queens, all solutions: inferences against N (log scale)</text>
<g stroke="#ddd">
{{- range .YTicks}}
<line x1="{{$.L}}" y1="{{.Pos}}" x2="{{$.R}}" y2="{{.Pos}}"/>
{{- end}}
</g>
<g stroke="black">
<line x1="{{.L}}" y1="{{.B}}" x2="{{.R}}" y2="{{.B}}"/>
<line x1="{{.L}}" y1="{{.T}}" x2="{{.L}}" y2="{{.B}}"/>
</g>
<g text-anchor="middle">
{{- range .XTicks}}
<text x="{{.Pos}}" y="{{$.XLabelY}}">{{.Label}}</text>
{{- end}}
<text x="{{.XTitleX}}" y="{{.XTitleY}}">N (board size)</text>
</g>
<g text-anchor="end">
{{- range .YTicks}}
<text x="{{$.YLabelX}}" y="{{add .Pos 4}}">{{.Label}}</text>
{{- end}}
</g>
{{- range $i, $s := .Series}}
<g class="series" data-program="{{.Name}}" stroke="{{.Color}}" fill="none">
<polyline stroke-width="2" points="{{points .Measured}}"/>
<polyline stroke-width="1.5" stroke-dasharray="5,4" points="{{points .Published}}"/>
{{- range .Measured}}
<circle cx="{{.X}}" cy="{{.Y}}" r="3" fill="{{$s.Color}}"/>
{{- end}}
{{- range .Published}}
<rect x="{{sub .X 3}}" y="{{sub .Y 3}}" width="6" height="6"/>
{{- end}}
</g>
<g transform="translate({{$.LegendX}},{{legend $ $i}})">
<line x1="0" y1="0" x2="24" y2="0" stroke="{{.Color}}" stroke-width="2"/>
<text x="30" y="4">{{.Name}}</text>
</g>
{{- end}}
<g transform="translate({{.LegendX}},{{legend . (len .Series)}})" font-size="11">
<line x1="0" y1="6" x2="24" y2="6" stroke="black" stroke-width="2"/>
<text x="30" y="10">goprolog</text>
<line x1="0" y1="24" x2="24" y2="24" stroke="black" stroke-dasharray="5,4"/>
<text x="30" y="28">2001</text>
</g>
</svg>
`))

// saveSVG writes the chart of results to the file path.
func saveSVG(path string, results []table.Result) error {
	var b strings.Builder
	if err := writeSVG(&b, results); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
