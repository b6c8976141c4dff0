// Command configdoc prints the configuration reference (docs/configuration.md).
package main

import (
	"fmt"

	"seoagency/config"
)

func main() { fmt.Print(config.Reference()) }
