// Command apidoc prints the REST API reference (docs/api.md).
package main

import (
	"fmt"

	"seoagency/rest"
)

func main() { fmt.Print(rest.Reference()) }
