// relay-test-utils ships no types; the parts the tests use.
declare module 'relay-test-utils' {
  import type { Environment, OperationDescriptor, GraphQLSingularResponse } from 'relay-runtime';

  export interface RelayMockEnvironment extends Environment {
    mock: {
      resolveMostRecentOperation(
        payload: GraphQLSingularResponse | ((op: OperationDescriptor) => GraphQLSingularResponse),
      ): void;
      resolve(operation: OperationDescriptor, payload: GraphQLSingularResponse): void;
      reject(operation: OperationDescriptor, error: Error): void;
      rejectMostRecentOperation(error: Error | ((op: OperationDescriptor) => Error)): void;
      queueOperationResolver(resolver: (op: OperationDescriptor) => GraphQLSingularResponse | Error | null | undefined): void;
      getAllOperations(): OperationDescriptor[];
      getMostRecentOperation(): OperationDescriptor;
      isLoading(op: OperationDescriptor): boolean;
    };
  }

  export function createMockEnvironment(config?: Record<string, unknown>): RelayMockEnvironment;

  export type MockResolvers = Record<string, (context: unknown, generateId: () => number) => unknown>;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}
