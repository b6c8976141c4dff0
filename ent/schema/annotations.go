package schema

import "entgo.io/ent/schema"

type schemaAnnotation = schema.Annotation
