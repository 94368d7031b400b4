module codeberg.org/go-pdf/fpdf

go 1.25.0
