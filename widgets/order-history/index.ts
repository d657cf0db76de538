import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { OrderHistory } from './OrderHistory';

export const orderHistoryProps = v.object({});

export type OrderHistoryProps = v.InferOutput<typeof orderHistoryProps>;

export default reactWidget(OrderHistory, orderHistoryProps);
